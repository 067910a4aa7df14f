import {
  ZOfferAbilities,
  ZTenderAbilities,
  type TOfferAbilities,
  type TTenderAbilities,
} from '@tt/contracts/lifecycles';

type TenderAbility = keyof TTenderAbilities;
type OfferAbility = keyof TOfferAbilities;

/**
 * The `abilities` a test's server answers with: the named ones true, every other false. Test
 * data states them outright, as the server would send them, so no test derives them itself.
 */
export function tenderAbilities(...granted: TenderAbility[]): TTenderAbilities {
  const keys = Object.keys(ZTenderAbilities.shape) as TenderAbility[];
  return Object.fromEntries(keys.map((k) => [k, granted.includes(k)])) as TTenderAbilities;
}

export function offerAbilities(...granted: OfferAbility[]): TOfferAbilities {
  const keys = Object.keys(ZOfferAbilities.shape) as OfferAbility[];
  return Object.fromEntries(keys.map((k) => [k, granted.includes(k)])) as TOfferAbilities;
}
