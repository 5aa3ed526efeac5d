/**
 * The shipped rule packs: a baseline for each package.
 */
import { RulePack } from '../pack';
import { CAP_BASELINE } from './cap';
import { IDP_BASELINE } from './idp';
import { REPO_BASELINE } from './repo';

/** The rule packs the library ships. */
export class RulePacks {
  /** The identity package's baseline (`idp-baseline`). */
  public static idpBaseline(): RulePack {
    return new RulePack('idp-baseline', IDP_BASELINE);
  }

  /** The repository-hosting package's baseline (`repo-baseline`). */
  public static repoBaseline(): RulePack {
    return new RulePack('repo-baseline', REPO_BASELINE);
  }

  /** The spot-capacity package's baseline (`cap-baseline`). */
  public static capBaseline(): RulePack {
    return new RulePack('cap-baseline', CAP_BASELINE);
  }

  /** The three baselines in one pack (`baseline`). */
  public static baseline(): RulePack {
    return RulePack.compose('baseline', [RulePacks.idpBaseline(), RulePacks.repoBaseline(), RulePacks.capBaseline()]);
  }

  private constructor() {}
}
