"""The Python example of nested structs in docs/getting-started.md (the block of its "## Python"
section that uses ScalingGroupUpdatePolicy) runs as written through the installed wheel, in its fixture
(fixtures/getting-started.py, as test_doc_snippets.py runs it), and writes the structs in snake_case;
a list item given as a dict fails, as the guide says."""
import json

import pytest
from cdktf import Testing, TerraformStack

import doc_blocks
from cdktf_triad import cap


def test_the_guide_nested_struct_example_synthesizes_snake_case_structs():
    block = doc_blocks.find_block("docs/getting-started.md", "python", "ScalingGroupUpdatePolicy")
    assert block.section == "## Python", block.id
    _, out = doc_blocks.run_python(block)
    stack = json.loads((out / "stacks" / "stack" / "cdk.tf.json").read_text())
    group = stack["resource"]["cap_pubcloud_a_scaling_group"]["web"]
    assert group["update_policy"] == {"should_roll": True, "should_resume_stateful": False}
    assert group["ebs_block_device"] == [{"device_name": "/dev/xvda", "volume_size": 20}]


def test_a_list_item_given_as_a_dict_fails_naming_the_camel_case_key():
    stack = TerraformStack(Testing.app(), "stack")
    cap.CapProvider(stack, "cap")
    with pytest.raises(Exception, match="deviceName"):
        cap.pubcloud_a.ScalingGroup(
            stack, "web", name="web", product="linux", orientation="balanced", fallback_to_ondemand=True,
            security_groups=["sg-1"], ebs_block_devices=[{"device_name": "/dev/xvda"}],
        )
