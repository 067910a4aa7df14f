import { z } from 'zod';

export const ZDictionaryItem = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type TDictionaryItem = z.infer<typeof ZDictionaryItem>;
export const ZDictionaryList = z.array(ZDictionaryItem);

export const CHANNEL_KINDS = ['physics', 'interface', 'protocol'] as const;
export type TChannelKind = (typeof CHANNEL_KINDS)[number];

export const ZRegion = z.object({ id: z.number().int(), name: z.string() });
export type TRegion = z.infer<typeof ZRegion>;
export const ZRegionList = z.array(ZRegion);
