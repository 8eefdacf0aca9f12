import { PsaError, type PsaProductPlan, type PsaProjectPlan, type PsaRefs } from '../psa-adapter';
import type { AutotaskApi } from './autotask-api';
import { createChild, goneError } from './autotask-gone';
import { diffValues, toDateTime, type Values } from './autotask-project-bodies';
import {
  ACTIVE,
  activeValues,
  pickDefault,
  queryAll,
  readFields,
  readPicklist,
  type AutotaskRow,
} from './autotask-query';
import { AUTOTASK_LIMITS, centsToAmount, clipText } from './autotask-text';

/** The fields every new charge carries; any other field the instance requires is filled by `readChargeDefaults`. */
const SENT = new Set(
  [
    'id',
    'projectID',
    'name',
    'description',
    'productID',
    'unitQuantity',
    'unitPrice',
    'unitCost',
    'datePurchased',
    'isBillableToCompany',
  ].map((name) => name.toLowerCase()),
);

/**
 * One project charge per product of the plan (`POST /Projects/{id}/Charges`), after the tasks. A charge an earlier
 * push made is patched with only the values that differ (`current` holds the project's charges, read once); one
 * missing from Autotask is 'gone' under its key, so the push unlinks it and makes it again. Status, charge type and
 * billing code are set on creation only: the firm may move a charge on (ordered, fulfilled) in Autotask.
 */
export async function pushCharges(
  api: AutotaskApi,
  projectId: number,
  plan: PsaProjectPlan,
  existing: PsaRefs,
  current: Map<string, AutotaskRow> | null,
  save: (key: string, id: number) => Promise<void>,
): Promise<void> {
  const path = `Projects/${projectId}/Charges`;
  for (const product of plan.products) {
    const key = `charge:${product.key}`;
    const what = `the product "${product.name}"`;
    const linked = current ? existing.get(key) : undefined;
    if (linked) {
      const row = current!.get(linked.id);
      if (!row) throw goneError(what, key);
      const changes = diffValues(buildChargeValues(product), row);
      if (Object.keys(changes).length > 0) {
        await api.call('PATCH', path, { what, record: key }, { id: row.id, ...changes });
      }
    } else {
      const body = {
        projectID: projectId,
        ...buildChargeValues(product),
        datePurchased: toDateTime(plan.start),
        isBillableToCompany: true,
        ...(await readChargeDefaults(api)),
      };
      const { itemId } = await createChild(api, projectId, path, what, body);
      await save(key, itemId);
    }
  }
}

/** What a re-push compares: the product's name, text, quantity, net unit price and cost, and its mapped product. */
export function buildChargeValues(product: PsaProductPlan): Values {
  return {
    name: clipText(product.name, AUTOTASK_LIMITS.chargeName),
    description: clipText(product.description, AUTOTASK_LIMITS.chargeDescription),
    unitQuantity: product.quantity,
    unitPrice: centsToAmount(product.unitPriceCents),
    unitCost: centsToAmount(product.unitCostCents),
    ...(product.productId ? { productID: Number(product.productId) } : {}),
  };
}

/**
 * The required fields of ProjectCharges this instance adds to ours, read once per adapter from
 * `ProjectCharges/entityInformation/fields`: each required picklist (charge type, status) takes its default value,
 * and a required billing code an active material cost code. Fields it does not require are left to Autotask.
 */
export function readChargeDefaults(api: AutotaskApi): Promise<Values> {
  return api.remember('project-charge-defaults', async () => {
    const defaults: Values = {};
    for (const field of await readFields(api, 'ProjectCharges')) {
      if (!field.isRequired || SENT.has(field.name.toLowerCase())) continue;
      if (field.name.toLowerCase() === 'billingcodeid') {
        defaults[field.name] = await findMaterialCode(api);
      } else if (field.isPickList) {
        const value = pickDefault(activeValues(field));
        if (!value) {
          throw new PsaError(
            'invalid',
            `Autotask requires a ${field.name} on project charges and offers none: add an active value to that list in Autotask's admin, then push again.`,
          );
        }
        defaults[field.name] = Number(value.value);
      }
    }
    return defaults;
  });
}

/** An active billing code whose use type is the one labelled "Material" (the number differs between instances). */
async function findMaterialCode(api: AutotaskApi): Promise<number> {
  const useType = (await readPicklist(api, 'BillingCodes', 'useType')).find((entry) => /material/i.test(entry.label));
  const filter = [ACTIVE, { op: 'eq', field: 'useType', value: Number(useType?.value) }];
  const codes = useType
    ? await queryAll<AutotaskRow>(api, 'BillingCodes', filter, { what: 'the material cost codes' })
    : [];
  const code = codes.sort((a, b) => a.id - b.id)[0];
  if (!code) {
    throw new PsaError(
      'invalid',
      'Autotask requires a billing code on each project charge, and it has no active material cost code: create one in Autotask (a billing code of the use type "Material Cost Code"), then push again.',
    );
  }
  return code.id;
}
