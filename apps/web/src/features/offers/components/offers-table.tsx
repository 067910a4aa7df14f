import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { totalCost } from '@tt/contracts/money';
import { OfferStatusBadge } from '../../../components/ui/offer-status-badge';

const num = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The offers of one tender as a table; each row leads to the offer card. */
export function OffersTable({ offers, tender }: { offers: TOffer[]; tender: TTender }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" tabularNums>
        <Table.Caption>
          {t('offers.list.caption', { months: t('offers.values.months', { count: tender.contract_months }) })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('offers.list.provider')}</Table.Th>
            <Table.Th scope="col" style={num}>
              {t('offers.list.monthly')}
            </Table.Th>
            <Table.Th scope="col" style={num}>
              {t('offers.list.installation')}
            </Table.Th>
            <Table.Th scope="col" style={num}>
              {t('offers.list.total')}
            </Table.Th>
            <Table.Th scope="col" style={num}>
              {t('offers.list.bandwidth')}
            </Table.Th>
            <Table.Th scope="col">{t('offers.list.status')}</Table.Th>
            <Table.Th scope="col">{t('offers.list.submittedAt')}</Table.Th>
            <Table.Th scope="col" style={num}>
              {t('offers.list.documents')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={offer.id}>
              <Table.Td>
                <Anchor component={Link} to={`/tenders/offers/${offer.id}`} fw={500}>
                  {offer.organization.name}
                </Anchor>
              </Table.Td>
              <Table.Td style={num}>{formatMoney(offer.monthly_price)}</Table.Td>
              <Table.Td style={num}>{formatMoney(offer.installation_price)}</Table.Td>
              <Table.Td style={num}>
                <Text span fw={600} inherit>
                  {formatMoney(totalCost(offer.monthly_price, offer.installation_price, tender.contract_months))}
                </Text>
              </Table.Td>
              <Table.Td style={num}>
                {t('offers.values.mbps', { value: offer.bandwidth_mbps.toLocaleString('uk-UA') })}
              </Table.Td>
              <Table.Td>
                <OfferStatusBadge status={offer.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(offer.submitted_at)}</Table.Td>
              <Table.Td style={num}>{offer.documents.length}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
