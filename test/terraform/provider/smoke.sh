#!/usr/bin/env bash
# Smoke test of the test provider with the real Terraform CLI, offline.
#
# Builds terraform-provider-triad into a temporary directory, installs it as
# triad/repo, triad/idp and triad/cap in a filesystem mirror (each copy with
# its provider-schema.json beside it), then for one small hand-written stack
# per provider runs: init, validate, plan, apply -auto-approve and
# plan -detailed-exitcode, which must report no changes. Also checks that a
# broken schema and a configured read-only attribute are refused.
#
# Usage: test/terraform/provider/smoke.sh      (KEEP=1 keeps the work dir)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
schemas=$(cd "$here/../../../provider-schema" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/triad-smoke.XXXXXX")
if [[ "${KEEP:-}" == 1 ]]; then
  echo "work dir: $work"
else
  trap 'rm -rf "$work"' EXIT
fi

step() { printf '\n=== %s\n' "$*"; }
fail() { echo "SMOKE FAILED: $*" >&2; exit 1; }

step "build"
go build -C "$here" -buildvcs=false -o "$work/bin/terraform-provider-triad" .
bin=$work/bin/terraform-provider-triad

step "check command"
for s in repo idp cap; do "$bin" check "$schemas/$s.json"; done
sed 's/"type": "string"/"type": "strin"/' "$schemas/repo.json" >"$work/provider-schema.json"
if out=$("$bin" check "$work/provider-schema.json" 2>&1); then fail "broken schema accepted"; fi
grep -q 'provider-schema.json: provider_schemas\["registry.terraform.io/triad/repo"\].*\.type: unknown type "strin"' <<<"$out" ||
  fail "unexpected check output: $out"
echo "broken schema refused: $(head -n1 <<<"$out")"

# install NAME VERSION: put the provider into the filesystem mirror.
install() {
  local dir=$work/mirror/registry.terraform.io/triad/$1/$2/linux_amd64
  mkdir -p "$dir"
  cp "$bin" "$dir/terraform-provider-$1_v$2"
  cp "$schemas/$1.json" "$dir/provider-schema.json"
}
install repo 2.51.0
install idp 2025.12.1
install cap 3.128.4
echo '{"numeric_id_types": ["idp_provider_oauth2", "idp_provider_proxy"]}' \
  >"$work/mirror/registry.terraform.io/triad/idp/2025.12.1/linux_amd64/test-provider.json"

cat >"$work/cli.tfrc" <<EOF
provider_installation {
  filesystem_mirror {
    path    = "$work/mirror"
    include = ["registry.terraform.io/*/*"]
  }
}
EOF
export TF_CLI_CONFIG_FILE=$work/cli.tfrc TF_IN_AUTOMATION=1 CHECKPOINT_DISABLE=1
unset TF_PLUGIN_CACHE_DIR TF_DATA_DIR TF_WORKSPACE

# roundtrip DIR: the full cycle on the stack in DIR.
roundtrip() {
  local dir=$1 code=0
  step "$(basename "$dir"): init"
  terraform -chdir="$dir" init -input=false -no-color >"$dir/init.log" || { cat "$dir/init.log"; fail init; }
  step "$(basename "$dir"): validate"
  terraform -chdir="$dir" validate -no-color
  step "$(basename "$dir"): plan"
  terraform -chdir="$dir" plan -input=false -no-color | grep -E '^(Plan|No changes)'
  step "$(basename "$dir"): apply"
  terraform -chdir="$dir" apply -auto-approve -input=false -no-color | sed -n '/^Apply complete/,$p'
  step "$(basename "$dir"): plan -detailed-exitcode"
  terraform -chdir="$dir" plan -detailed-exitcode -input=false -no-color >"$dir/replan.log" || code=$?
  [[ $code == 0 ]] || { cat "$dir/replan.log"; fail "second plan of $(basename "$dir") exited $code (2 = changes)"; }
  echo "no changes (exit 0)"
  step "$(basename "$dir"): providers schema -json equals the served file"
  terraform -chdir="$dir" providers schema -json >"$dir/schema.json"
  same_schema "$dir/schema.json" "$schemas/$(basename "$dir").json"
  step "$(basename "$dir"): destroy"
  terraform -chdir="$dir" destroy -auto-approve -input=false -no-color | tail -n1
  [[ -z "$(terraform -chdir="$dir" state list)" ]] || fail "state not empty after destroy"
}

# same_schema A B: the two schema documents are equal, except that Terraform
# leaves out empty maps (e.g. "attributes": {}) that the generator writes.
same_schema() {
  node - "$1" "$2" <<'JS'
const fs = require('fs');
const norm = (v) => {
  if (Array.isArray(v)) return v.map(norm);
  if (v === null || typeof v !== 'object') return v;
  const out = {};
  for (const k of Object.keys(v).sort()) {
    const n = norm(v[k]);
    if (n && typeof n === 'object' && !Array.isArray(n) && Object.keys(n).length === 0) continue;
    out[k] = n;
  }
  return out;
};
const [a, b] = process.argv.slice(2).map((f) => JSON.stringify(norm(JSON.parse(fs.readFileSync(f, 'utf8'))), null, 1).split('\n'));
const i = a.findIndex((line, n) => line !== b[n]);
if (i >= 0 || a.length !== b.length) {
  console.error(`schema differs at line ${i} of the normalized JSON:\n  terraform: ${a[i]}\n  file:      ${b[i]}`);
  process.exit(1);
}
console.log('same schema');
JS
}

mkdir -p "$work/repo" "$work/idp" "$work/cap" "$work/readonly"

cat >"$work/repo/main.tf.json" <<'EOF'
{
  "terraform": {"required_providers": {"repo": {"source": "triad/repo", "version": "2.51.0"}}},
  "provider": {"repo": [{"username": "bot"}]},
  "resource": {
    "repo_project": {"p": {"key": "PRJ", "name": "Project", "owner": "team"}},
    "repo_repository": {
      "r": {"name": "demo", "owner": "team", "project_key": "${repo_project.p.key}", "is_private": true},
      "imported": {"name": "legacy", "owner": "team"}
    },
    "repo_hook": {"h": {
      "owner": "team", "repository": "${repo_repository.r.slug}", "url": "https://hooks.example/x",
      "description": "ci", "events": ["repo:push", "pullrequest:created"], "secret": "s3cret"
    }},
    "repo_branch_restriction": {"b": {
      "kind": "push", "owner": "team", "repository": "${repo_repository.r.slug}",
      "groups": [{"owner": "team", "slug": "devs"}, {"owner": "team", "slug": "ops"}]
    }},
    "repo_branching_model": {"m": {
      "owner": "team", "repository": "${repo_repository.r.slug}",
      "development": [{}], "production": [{"is_valid": true}], "branch_types": [{"kind": "feature"}, {"kind": "hotfix"}]
    }}
  },
  "import": [{"to": "repo_repository.imported", "id": "team/legacy"}],
  "data": {"repo_repository": {"d": {"workspace": "team", "repo_slug": "${repo_repository.r.slug}"}}},
  "output": {
    "second_avatar": {"value": "${data.repo_repository.d.link.avatars[1].href}"},
    "clone": {"value": "${repo_repository.r.clone_https}"},
    "imported_id": {"value": "${repo_repository.imported.id}"}
  }
}
EOF

cat >"$work/idp/main.tf.json" <<'EOF'
{
  "terraform": {"required_providers": {"idp": {"source": "triad/idp", "version": "2025.12.1"}}},
  "provider": {"idp": [{"url": "https://idp.example", "token": "t"}]},
  "resource": {
    "idp_flow": {
      "auth": {"designation": "authorization", "name": "auth", "slug": "auth", "title": "Authorize"},
      "inval": {"designation": "invalidation", "name": "logout", "slug": "logout", "title": "Logout"}
    },
    "idp_provider_oauth2": {
      "o": {
        "name": "app", "client_id": "cid",
        "authorization_flow": "${idp_flow.auth.uuid}", "invalidation_flow": "${idp_flow.inval.uuid}",
        "allowed_redirect_uris": [{"url": "https://app.example/cb", "matching_mode": "strict"}]
      },
      "imp": {"name": "old", "client_id": "old", "authorization_flow": "a", "invalidation_flow": "i"}
    },
    "idp_outpost": {"out": {"name": "outpost", "protocol_providers": ["${idp_provider_oauth2.o.id}"]}},
    "idp_outpost_provider_attachment": {"a": {"outpost": "${idp_outpost.out.id}", "protocol_provider": "${idp_provider_oauth2.o.id}"}}
  },
  "import": [{"to": "idp_provider_oauth2.imp", "id": "42"}],
  "data": {
    "idp_flow": {"f": {"slug": "${idp_flow.auth.slug}"}},
    "idp_users": {"all": {}}
  },
  "output": {
    "provider_id_plus_one": {"value": "${idp_provider_oauth2.o.id + 1}"},
    "imported_id": {"value": "${idp_provider_oauth2.imp.id}"},
    "second_user_group": {"value": "${data.idp_users.all.users[1].groups[1]}"}
  }
}
EOF

cat >"$work/cap/main.tf.json" <<'EOF'
{
  "terraform": {"required_providers": {"cap": {"source": "triad/cap", "version": "3.128.4"}}},
  "provider": {"cap": [{"account": "acc"}]},
  "resource": {
    "cap_pubcloud_a_scaling_group": {"g": {
      "name": "group", "product": "Linux/UNIX", "orientation": "balanced", "fallback_to_ondemand": true,
      "security_groups": ["sg-1"],
      "integration_codedeploy": [{
        "cleanup_on_failure": true, "terminate_instance_on_failure": false,
        "deployment_groups": [{"application_name": "app", "deployment_group_name": "dg"}]
      }],
      "update_policy": [{"roll_config": [{"batch_size_percentage": 33, "strategy": [{"action": "REPLACE", "on_failure": [{"action_type": "DETACH"}]}]}]}],
      "scaling_up_policies": [
        {"metric_name": "CPU", "namespace": "ns", "policy_name": "up", "threshold": 80},
        {"metric_name": "Mem", "namespace": "ns", "policy_name": "up2", "threshold": 90}
      ],
      "logging": [{"export": [{"s3s": [{"id": "bucket-1"}]}]}]
    }},
    "cap_pubcloud_a_suspension": {"s": {"group_id": "${cap_pubcloud_a_scaling_group.g.id}", "suspensions": [{"name": "AUTO_HEALING"}]}},
    "cap_ecs_like_cluster": {
      "c": {"name": "c", "cluster_name": "ecs", "region": "us-east-1", "subnet_ids": ["a", "b"], "tags": [{"key": "k", "value": "v"}]},
      "imported": {"name": "i", "cluster_name": "old", "region": "us-east-1", "subnet_ids": ["a"]}
    }
  },
  "import": [{"to": "cap_ecs_like_cluster.imported", "id": "ecs-legacy"}],
  "output": {"group_id": {"value": "${cap_pubcloud_a_scaling_group.g.id}"}}
}
EOF

roundtrip "$work/repo"
roundtrip "$work/idp"
roundtrip "$work/cap"

step "readonly: validate must refuse a computed-only attribute"
cat >"$work/readonly/main.tf.json" <<'EOF'
{
  "terraform": {"required_providers": {"repo": {"source": "triad/repo", "version": "2.51.0"}}},
  "resource": {"repo_repository": {"r": {"name": "demo", "owner": "team", "uuid": "{set-by-user}"}}}
}
EOF
terraform -chdir="$work/readonly" init -input=false -no-color >/dev/null
if out=$(terraform -chdir="$work/readonly" validate -no-color 2>&1); then fail "read-only attribute accepted"; fi
grep -q 'repo_repository.uuid is computed by the provider and cannot be set' <<<"$out" || fail "unexpected validate output: $out"
echo "refused: repo_repository.uuid is computed by the provider and cannot be set"

step "broken schema served: Terraform shows the loader's error"
if out=$(TRIAD_TEST_PROVIDER_SCHEMA=$work/provider-schema.json terraform -chdir="$work/readonly" validate -no-color 2>&1); then
  fail "broken schema served without error"
fi
tr -s ' \n' ' ' <<<"$out" | grep -q 'Cannot load the test provider schema: .*provider-schema.json: provider_schemas\["registry.terraform.io/triad/repo"\]' ||
  fail "unexpected validate output: $out"
echo "refused: $(grep -m1 'unknown type' <<<"$out")"

step "smoke: ok"
