/** A company's account at the tree-planting service. */
export interface PlantingAccount {
  /** the service's user id (company.posadzimy_user_id) */
  userId: string;
  /** certificates (trees) the account may still certify */
  certLeft: number;
}
