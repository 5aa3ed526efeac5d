/** The schema model, for tests that walk every resource and field. */
import { loadAll, loadOne } from '../../codegen/load';
import { AttrModel, EntityModel, PackageModel, StructModel } from '../../codegen/model';
import * as lib from '../../src';

let cache: PackageModel[] | undefined;
/** Every package of schema/, or those named in TEST_PACKAGES (comma-separated) to focus a run. */
export function packages(): PackageModel[] {
  const only = process.env.TEST_PACKAGES?.split(',').filter(Boolean);
  cache ??= only ? only.map((name) => loadOne(name)) : loadAll();
  return cache;
}

export function pkg(name: string): PackageModel {
  const p = packages().find((x) => x.name === name);
  if (!p) throw new Error(`no package ${name} in schema/`);
  return p;
}

export type { AttrModel, EntityModel, PackageModel, StructModel };

/** The class of an entity, looked up in the package namespace (and its submodules). */
export function classOf(pkgName: string, e: EntityModel): any {
  const ns = (lib as any)[pkgName];
  const mod = e.module === 'index' ? ns : ns[e.module];
  return mod[e.className];
}
