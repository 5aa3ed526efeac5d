/** The schema model, for tests that walk every resource and field. */
import { loadAll } from '../../codegen/load';
import { AttrModel, EntityModel, PackageModel, StructModel } from '../../codegen/model';

let cache: PackageModel[] | undefined;
export function packages(): PackageModel[] {
  cache ??= loadAll();
  return cache;
}

export function pkg(name: string): PackageModel {
  const p = packages().find((x) => x.name === name);
  if (!p) throw new Error(`no package ${name} in schema/`);
  return p;
}

export type { AttrModel, EntityModel, PackageModel, StructModel };
