"""The README's Python example of nested structs (the block of the "### Python" section that uses
ScalingGroupUpdatePolicy) runs as written through the installed wheel and writes the structs in
snake_case; a list item given as a dict fails, as the README says."""
import json
import pathlib
import re

import pytest
from cdktf import Testing, TerraformStack

from cdktf_triad import cap

ROOT = pathlib.Path(__file__).resolve().parents[3]


def readme_block() -> str:
    text = (ROOT / "README.md").read_text()
    section = text[text.index("\n### Python\n"):]
    section = section[:section.index("\n### ", 1)]
    blocks = [b for b in re.findall(r"```python\n(.*?)```", section, re.S) if "ScalingGroupUpdatePolicy" in b]
    assert len(blocks) == 1, "one Python block of the README's Python section shows nested structs"
    return blocks[0]


def stack_with_provider() -> TerraformStack:
    stack = TerraformStack(Testing.app(), "stack")
    cap.CapProvider(stack, "cap")
    return stack


def test_the_readme_nested_struct_example_synthesizes_snake_case_structs():
    stack = stack_with_provider()
    exec(readme_block(), {"cap": cap, "stack": stack})
    group = json.loads(Testing.synth(stack, True))["resource"]["cap_pubcloud_a_scaling_group"]["web"]
    assert group["update_policy"] == {"should_roll": True, "should_resume_stateful": False}
    assert group["ebs_block_device"] == [{"device_name": "/dev/xvda", "volume_size": 20}]


def test_a_list_item_given_as_a_dict_fails_naming_the_camel_case_key():
    with pytest.raises(Exception, match="deviceName"):
        cap.pubcloud_a.ScalingGroup(
            stack_with_provider(), "web", name="web", product="linux", orientation="balanced", fallback_to_ondemand=True,
            security_groups=["sg-1"], ebs_block_devices=[{"device_name": "/dev/xvda"}],
        )
