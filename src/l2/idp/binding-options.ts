/** Options of a policy binding that an L2 creates (`allowGroup`, `addPolicy`). */
export interface BindingOptions {
  /**
   * Position among the bindings of the same object, a whole number (within ±9007199254740991). Two
   * bindings at the same order are refused: the identity system gives them no defined order.
   * @default - 10 after the highest order bound so far (0 for the first binding)
   */
  readonly order?: number;
  /**
   * Construct id of the binding (part of its Terraform address).
   * @default - derived from the group or policy bound: `AllowGroup-<group>` / `Policy-<policy>`, where
   * `<group>` is the uuid given, or the Terraform expression of the reference (`idp_group.admins.uuid`)
   */
  readonly id?: string;
}
