/**
 * Permission codenames of the identity system, `<app>.<codename>`, as `idp.Role.grant` and
 * `idp.LdapApplication.allowDirectorySearch` take them. Internal to the L2s: not exported from the
 * package index.
 */
import { PropProblems } from '../problems';

/** A permission codename: `<app>.<codename>`. */
const CODENAME = /^[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*$/;

/** Records a problem when a literal permission is not of the form `<app>.<codename>`; a token is not judged. */
export function checkCodename(problems: PropProblems, name: string, permission: string | undefined): void {
  problems.check(!problems.judge(name, permission) || CODENAME.test(permission!),
    `${name}: ${JSON.stringify(permission)} is not a permission codename of the form <app>.<codename> (two names of letters, digits and underscores, joined by a dot)`);
}
