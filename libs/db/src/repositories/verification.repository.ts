import type { EntityManager } from 'typeorm';

/** A printed document found by its verification code, as the check page needs it: no e-mail, no id. */
export interface VerifiedDocument {
  kind: 'diploma' | 'certificate';
  name: string;
  companyName: string;
  dateFrom: string;
  dateTo: string | null;
  closedAt: Date | null;
  /** a certificate's (the company's); null for a diploma, whose km come partly from Strava (libs/domain visibility.ts) */
  km: number | null;
  trees: number;
  issuedAt: Date;
  current: boolean;
}

/**
 * The diploma or certificate printed with this code (its stored form, XXXX-XXXX-XXXX), or null.
 * One statement whether the code exists or not, so a miss costs what a hit does. A certificate
 * counts once printed: one still rendering, or that failed, never reached paper.
 */
export async function documentByVerificationCode(manager: EntityManager, code: string): Promise<VerifiedDocument | null> {
  const [row] = (await manager.query(
    `SELECT kind, name, company_name AS "companyName", to_char(date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(date_to, 'YYYY-MM-DD') AS "dateTo", closed_at AS "closedAt",
            km::float8 AS km, trees, issued_at AS "issuedAt", current
       FROM (
         SELECT 'diploma' AS kind, d.name, c.name AS company_name, c.date_from, c.date_to, c.closed_at, NULL::numeric AS km, d.trees,
                d.created_at AS issued_at, d.replaced_at IS NULL AS current
           FROM diploma d JOIN company c ON c.id = d.company_id
          WHERE d.verification_code = $1
         UNION ALL
         SELECT 'certificate', ce.name, c.name, c.date_from, c.date_to, c.closed_at, ce.km, ce.trees,
                ce.created_at, ce.replaced_at IS NULL
           FROM certificate ce JOIN company c ON c.id = ce.company_id
          WHERE ce.verification_code = $1 AND ce.document_token IS NOT NULL
       ) found
      LIMIT 1`,
    [code],
  )) as VerifiedDocument[];
  return row ?? null;
}
