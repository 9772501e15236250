import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { type Id, idParam } from '../../lib/id';
import { Notice } from '../../ui/light/Notice';
import { Page } from '../../ui/page/Page';

/**
 * The frame of a screen about one order, named by the link's `param`: a link without a valid id says the
 * order is missing instead of asking the server.
 */
export function OneOrderPage({
  title,
  param,
  children,
}: {
  title: string;
  param: string;
  children: (id: Id) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = idParam(new URLSearchParams(useSearch()).get(param));
  return (
    <Page title={title}>
      {id === null ? <Notice status="empty" title={t('orders.detail.missing')} /> : children(id)}
    </Page>
  );
}
