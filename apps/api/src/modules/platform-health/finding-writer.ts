import { validationFindings, withPlatform, type Database } from '@scopewright/db';
import type { ValidationCheck, ValidationSeverity } from '@scopewright/domain';

/** One thing that does not hold, as a support engineer reads it, with the app path where it is fixed. */
export interface Finding {
  /** The workspace it concerns; null for a platform-wide finding. */
  tenantId: string | null;
  severity: ValidationSeverity;
  subjectType: string;
  subjectId: string;
  message: string;
  fixPath: string | null;
  details?: Record<string, unknown>;
}

const BATCH = 500;

/** Collects a check's findings and writes them 500 to a statement, each batch its own short transaction. */
export class FindingWriter {
  private buffer: Finding[] = [];
  private written = 0;

  constructor(
    private readonly database: Pick<Database, 'db'>,
    private readonly runId: string,
    private readonly check: ValidationCheck,
  ) {}

  async add(finding: Finding): Promise<void> {
    this.buffer.push(finding);
    if (this.buffer.length >= BATCH) await this.flush();
  }

  async flush(): Promise<number> {
    const batch = this.buffer;
    this.buffer = [];
    if (batch.length > 0) {
      await withPlatform({ db: this.database.db }, (tx) =>
        tx.insert(validationFindings).values(
          batch.map((f) => ({
            runId: this.runId,
            check: this.check,
            tenantId: f.tenantId,
            severity: f.severity,
            subjectType: f.subjectType,
            subjectId: f.subjectId,
            message: f.message,
            fixPath: f.fixPath,
            details: f.details ?? {},
          })),
        ),
      );
      this.written += batch.length;
    }
    return this.written;
  }
}
