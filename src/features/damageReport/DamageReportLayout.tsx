import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { DamageFlowToaster } from '../../components/toasts/Toasters';
import { page } from '../../styles/ui.css';
import { TAKK_ROUTE } from '../../../machines/damageReport/steps';
import { DamageReportFlow } from './DamageReportFlow';
import { TakkPage } from './TakkPage';
import * as css from './damageReport.css';

/**
 * The /meld-skade layout: one flow for all step routes. Opening /meld-skade/takk directly (a reload
 * after submitting) shows the thank-you page without starting a new report.
 */
export function DamageReportLayout() {
  const router = useRouter();
  const [openedAtTakk] = useState(() => router.state.location.pathname.replace(/\/+$/, '') === TAKK_ROUTE);
  if (openedAtTakk) {
    return (
      <>
        <div className={`${page} ${css.flowPage}`}>
          <TakkPage />
        </div>
        <DamageFlowToaster />
      </>
    );
  }
  return <DamageReportFlow />;
}
