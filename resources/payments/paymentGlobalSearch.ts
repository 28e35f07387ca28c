import { useGetList, useLocaleState, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import type { PaymentSummary } from '../../dataProviders/payments';
import type { SearchCriterion } from '../../dataProviders/payments/contract';
import {
  GLOBAL_SEARCH_LIMIT,
  type SearchHit,
  type SearchPart,
  type SearchRequest,
} from '../../src/layout/globalSearchModel';
import { formatDate, todayIn } from '../../src/lib/dates';
import { formatCents } from '../../src/lib/money';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { paymentCriteriaOf, paymentSearchOf, paymentsHref } from './paymentGlobalSearchModel';
import { paymentListMeta, PAYMENT_LIST_SORT } from './paymentListQuery';
import { detailStatusKey, paymentMethodOf } from './paymentModel';
import { criterionLabelKey } from './paymentSearchModel';
import { usePaymentText } from './usePaymentText';

/**
 * The payments the top bar's search finds: each criterion the query's kind searches is its own getList over the panel's
 * range of dates (at most two: last four and names search cards and bank accounts), newest first, with a "See all" per
 * criterion that opens /payments with that search.
 */
const usePaymentsSearch = ({ query, clientSlug, widened, allowed }: SearchRequest) => {
  const translate = useTranslate();
  const tr = usePaymentText();
  const [locale] = useLocaleState();
  const { user } = useCurrentUser();
  const meta = useMemo(() => paymentListMeta(user.timezone, clientSlug), [user.timezone, clientSlug]);
  const today = todayIn(user.timezone);
  const criteria = allowed && query ? paymentCriteriaOf(query) : [];
  const searches = criteria.map(criterion => paymentSearchOf(criterion, today, widened));
  const listQuery = (index: number) => ({
    filter: searches[index] ?? {},
    pagination: { page: 1, perPage: GLOBAL_SEARCH_LIMIT },
    sort: PAYMENT_LIST_SORT,
    meta,
  });
  const first = useGetList<PaymentSummary>('payments', listQuery(0), { enabled: searches.length > 0 });
  const second = useGetList<PaymentSummary>('payments', listQuery(1), { enabled: searches.length > 1 });
  const answers = [first, second].slice(0, searches.length);
  const totals = answers.map(answer => answer.total ?? 0);

  const hits: SearchHit[] = answers
    .flatMap(answer => answer.data ?? [])
    .filter((payment, index, all) => all.findIndex(other => other.id === payment.id) === index)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, GLOBAL_SEARCH_LIMIT)
    .map(payment => {
      // The method and status as the results show them (a card's brand and last four, a bank's last four, …).
      const method = paymentMethodOf(payment);
      const methodText = method.text ? tr(method.text) : '';
      return {
        key: `payment-${payment.id}`,
        primary: `${payment.id} · ${formatCents(payment.subtotal, locale)} · ${translate(detailStatusKey(payment))}`,
        secondary: [
          formatDate(payment.createdAt, user.timezone, locale),
          payment.agency,
          // The results mark a bank's last four with an icon; here it is said in words.
          method.kind === 'bank' ? `${translate('rm.payments.method.bankLabel')} ${methodText}` : methodText,
        ]
          .filter(Boolean)
          .join(' · '),
        href: `/payment/${payment.id}`,
      };
    });
  searches.forEach((search, index) => {
    if (!totals[index]) return;
    const criterion = Object.keys(criteria[index])[0] as SearchCriterion;
    hits.push({
      key: `payments-all-${criterion}`,
      primary: translate('rm.shell.search.seeAll', { count: totals[index] }),
      secondary: translate(criterionLabelKey(criterion)),
      href: paymentsHref(search),
    });
  });
  return {
    searched: searches.length > 0,
    hits,
    total: totals.reduce((sum, total) => sum + total, 0),
    pending: answers.some(answer => answer.isPending),
    failed: answers.some(answer => answer.isError),
  };
};

export const paymentsSearch: SearchPart = { resource: 'payments', dated: true, useSearch: usePaymentsSearch };
