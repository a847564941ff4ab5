import {
  type ContractUploadOptions,
  type CurrentManufacturer,
  type MaintenanceContractSummary,
  type ManualContractRowsProblem,
  type ManualContractUploadResult,
  manualContractFormData,
} from '@b2b-portal/api';
import { isApiError } from '@b2b-portal/api/client';
import { InlineAlert, Spinner } from '@b2b-portal/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useDownloads } from '../app/downloads';
import type { PageProps } from '../app/PageProps';
import { MessageBox } from '../app/shellParts';
import { api } from '../services/api';
import { manualContractEndpoints } from '../services/endpoints';
import { t } from '../services/messages/manualContract';
import { problemMessage, problemOnFields } from '../services/problems';
import type { ContractUpload, FieldErrors, UploadProgress } from './manualContract/ContractUploadForm';
import * as own from './manualContract/manualContract.css';
import * as styles from './pages.css';

// The tables, the form's fields and the report (react-aria: most of the page's weight, the bundle budget) load
// beside the page's first calls, and draw when both have arrived; the spinner waits for them.
const loadForm = () => import('./manualContract/ContractUploadForm');
const loadCurrent = () => import('./manualContract/CurrentManufacturers');
const ContractUploadForm = lazy(() => loadForm().then((module) => ({ default: module.ContractUploadForm })));
const CurrentManufacturers = lazy(() =>
  loadCurrent().then((module) => ({ default: module.CurrentManufacturers })),
);
const UploadReport = lazy(() =>
  import('./manualContract/UploadReport').then((module) => ({ default: module.UploadReport })),
);

/** A refused upload's report (422 ManualContractRowsInvalid), checked without loading the contract's schemas. */
function isRowsProblem(body: unknown): body is ManualContractRowsProblem {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { code?: unknown }).code === 'ManualContractRowsInvalid' &&
    Array.isArray((body as { rowProblems?: unknown }).rowProblems)
  );
}

/**
 * /manual-contract (issue 19; 002 §2, §5, §7): the manufacturers with uploaded contracts and their contracts, the
 * template per ERP account number, and the upload of an XLS or XLSX workbook (Add & Update or Overwrite) with its
 * progress, its result, or the per-row report of a refused file; deleting a manufacturer's uploaded contracts.
 */
export default function ManualContractPage({ route }: PageProps) {
  const { download } = useDownloads();
  const [options, setOptions] = useState<ContractUploadOptions | null>(null);
  const [current, setCurrent] = useState<CurrentManufacturer[] | null>(null);
  const [shown, setShown] = useState<{
    manufacturer: CurrentManufacturer;
    contracts: MaintenanceContractSummary[];
  } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [result, setResult] = useState<ManualContractUploadResult | null>(null);
  const [report, setReport] = useState<ManualContractRowsProblem | null>(null);
  const [refusal, setRefusal] = useState<FieldErrors | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState<CurrentManufacturer | null>(null);

  const reload = useCallback(async () => {
    const list = await api.call(manualContractEndpoints.listCurrentManufacturers);
    setCurrent(list);
    return list;
  }, []);

  useEffect(() => {
    let live = true;
    void loadForm().catch(() => undefined);
    void loadCurrent().catch(() => undefined);
    Promise.all([api.call(manualContractEndpoints.getContractUploadManufacturers), reload()]).then(
      ([answer]) => live && setOptions(answer),
      (error: unknown) => live && setProblem(problemMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [reload]);

  const show = async (manufacturer: CurrentManufacturer | null) => {
    if (!manufacturer) {
      setShown(null);
      return;
    }
    try {
      const contracts = await api.call(manualContractEndpoints.getMaintenanceContracts, {
        query: { manufacturerId: manufacturer.id },
      });
      setShown({ manufacturer, contracts });
    } catch (error) {
      setProblem(problemMessage(error));
    }
  };

  const downloadTemplate = async (erpAccountNumber: string) => {
    setDownloading(true);
    try {
      await download(manualContractEndpoints.downloadContractTemplate, {
        query: { erpaccountnumber: erpAccountNumber },
      });
    } catch {
      // The download toast said it failed.
    } finally {
      setDownloading(false);
    }
  };

  const upload = async ({ file, ...fields }: ContractUpload) => {
    setProblem(null);
    setNotice(null);
    setReport(null);
    setResult(null);
    setProgress({ phase: 'sending', fileName: file.name, percent: 0 });
    try {
      const answer = await api.call(manualContractEndpoints.uploadManualContracts, {
        body: manualContractFormData({ ...fields, file, fileName: file.name }) as never,
        reportProblems: false,
        onUploadProgress: (sent, total) => {
          if (total === null || total === 0) return;
          const percent = Math.min(100, Math.round((sent / total) * 100));
          setProgress(
            percent >= 100
              ? { phase: 'importing', fileName: file.name }
              : { phase: 'sending', fileName: file.name, percent },
          );
        },
      });
      setResult(answer);
      const list = await reload();
      if (shown) {
        const again = list.find((manufacturer) => manufacturer.id === shown.manufacturer.id);
        await show(again ?? null);
      }
    } catch (error) {
      const body = isApiError(error) ? error.body : null;
      if (isRowsProblem(body)) setReport(body);
      else {
        // A refusal of the file or the manufacturer (unreadable, columns missing, no rows) is said at that field.
        const { fieldErrors, message } = problemOnFields(error, ['file', 'manufacturerId']);
        if (message === null)
          setRefusal({ file: fieldErrors.file, manufacturer: fieldErrors.manufacturerId });
        else setProblem(message);
      }
    } finally {
      setProgress(null);
    }
  };

  const remove = async (manufacturer: CurrentManufacturer) => {
    setProblem(null);
    setNotice(null);
    try {
      await api.call(manualContractEndpoints.deleteManufacturerContracts, {
        query: { manufacturerId: manufacturer.id },
        reportProblems: false,
      });
      setNotice(t('ManualContract.Deleted', { manufacturer: manufacturer.name }));
      if (shown?.manufacturer.id === manufacturer.id) setShown(null);
      await reload();
    } catch (error) {
      setProblem(problemMessage(error));
    }
  };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      <p className={styles.lead}>{t('ManualContract.Intro')}</p>
      {problem ? <InlineAlert tone="error">{problem}</InlineAlert> : null}
      {notice ? <InlineAlert tone="success">{notice}</InlineAlert> : null}
      {options && current ? (
        <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
          <div className={own.section}>
            <CurrentManufacturers
              manufacturers={current}
              shown={shown}
              onShow={(manufacturer) => void show(manufacturer)}
              onDelete={setDeleting}
              busy={progress !== null}
            />
            <ContractUploadForm
              manufacturers={options.manufacturers}
              erpAccountNumbers={options.erpAccountNumbers}
              onDownloadTemplate={(number) => void downloadTemplate(number)}
              downloading={downloading}
              onUpload={(chosen) => void upload(chosen)}
              progress={progress}
              result={result}
              refusal={refusal}
            />
            {report ? (
              // Its own boundary: while the report's code loads, the form (with the focus) stays shown.
              <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
                <UploadReport
                  message={report.message}
                  rowProblems={report.rowProblems}
                  totalProblems={report.totalProblems}
                />
              </Suspense>
            ) : null}
          </div>
        </Suspense>
      ) : problem ? null : (
        <Spinner label={t('Global.Loading')} />
      )}
      {deleting ? (
        <Suspense fallback={null}>
          <MessageBox
            isOpen
            type="question"
            title={t('ManualContract.DeleteTitle')}
            isDestructive
            message={t('ManualContract.DeleteConfirm', {
              manufacturer: deleting.name,
              contracts: deleting.contracts,
              devices: deleting.devices,
            })}
            labels={{ ok: t('ManualContract.DeleteAction'), cancel: t('Global.Cancel') }}
            onOk={() => {
              void remove(deleting);
              return true;
            }}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
