import {
  MANUAL_CONTRACT_FILE_MAX_BYTES,
  type ManualContractUploadResult,
  ManualContractUploadType,
  type UploadManufacturer,
} from '@b2b-portal/api';
import { attachmentSizeText, checkAttachment } from '@b2b-portal/flows/rules';
import {
  Button,
  Form,
  InlineAlert,
  ProgressBar,
  RadioGroup,
  RequiredMarker,
  Select,
  Spinner,
} from '@b2b-portal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../services/messages/manualContract';
import * as styles from './manualContract.css';

export interface ContractUpload {
  manufacturerId: string;
  erpAccountNumber: string;
  uploadType: typeof ManualContractUploadType.AddAndUpdate | typeof ManualContractUploadType.Overwrite;
  file: File;
}

/** Where an upload is: its bytes on the way (percent sent), or the server checking and importing the rows. */
export type UploadProgress =
  | { phase: 'sending'; fileName: string; percent: number }
  | { phase: 'importing'; fileName: string };

export interface ContractUploadFormProps {
  manufacturers: readonly UploadManufacturer[];
  erpAccountNumbers: readonly string[];
  /** Downloads the template of an ERP account number. */
  onDownloadTemplate: (erpAccountNumber: string) => void;
  downloading?: boolean;
  onUpload: (upload: ContractUpload) => void;
  progress?: UploadProgress | null;
  /** The last upload that landed. */
  result?: ManualContractUploadResult | null;
  /**
   * The server's refusal of the last upload at its fields (an unreadable file, missing columns, an unknown
   * manufacturer): shown there like the form's own checks, the focus on the first. A new object per refusal.
   */
  refusal?: FieldErrors | null;
  /** Starting values (stories). */
  defaultManufacturerId?: string;
}

export type FieldErrors = Partial<Record<'manufacturer' | 'file', string>>;

/**
 * The template download per ERP account number and the upload form (002 §5: manufacturer and file required, XLS
 * or XLSX only; 002 §3: Add & Update or Overwrite), with the upload's progress: the bytes sent, then the import.
 */
export function ContractUploadForm({
  manufacturers,
  erpAccountNumbers,
  onDownloadTemplate,
  downloading = false,
  onUpload,
  progress = null,
  result = null,
  refusal = null,
  defaultManufacturerId = '',
}: ContractUploadFormProps) {
  const [erpAccountNumber, setErpAccountNumber] = useState(erpAccountNumbers[0] ?? '');
  const [manufacturerId, setManufacturerId] = useState(defaultManufacturerId);
  const [uploadType, setUploadType] = useState<ContractUpload['uploadType']>(
    ManualContractUploadType.AddAndUpdate,
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Refused submits, the form's own and the server's: each moves the focus to the first invalid field.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (!refusal) return;
    setErrors(refusal);
    setRefusals((count) => count + 1);
  }, [refusal]);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const fileErrorId = useId();
  const busy = progress !== null;

  const fileProblem = (picked: File | null): string | undefined => {
    if (!picked) return t('ManualContract.FileRequired');
    if (!checkAttachment(picked.name, { accept: 'spreadsheet' }).ok) return t('ManualContract.Unreadable');
    if (picked.size > MANUAL_CONTRACT_FILE_MAX_BYTES) {
      return t('ManualContract.FileTooLarge', { max: attachmentSizeText(MANUAL_CONTRACT_FILE_MAX_BYTES) });
    }
    return undefined;
  };

  const submit = () => {
    const found: FieldErrors = {
      manufacturer: manufacturerId ? undefined : t('ManualContract.ManufacturerRequired'),
      file: fileProblem(file),
    };
    setErrors(found);
    if (found.manufacturer || found.file || !file) {
      setRefusals((count) => count + 1);
      return;
    }
    onUpload({ manufacturerId, erpAccountNumber, uploadType, file });
  };

  return (
    <>
      <section aria-labelledby="manual-contract-template" className={styles.form}>
        <h2 id="manual-contract-template" className={styles.heading}>
          {t('ManualContract.TemplateTitle')}
        </h2>
        <div className={styles.templateRow}>
          <Select
            label={t('ManualContract.ErpAccount')}
            options={erpAccountNumbers.map((number) => ({ id: number, label: number }))}
            selectedKey={erpAccountNumber || null}
            onSelectionChange={(key) => setErpAccountNumber(String(key))}
          />
          <Button
            variant="secondary"
            isPending={downloading}
            isDisabled={!erpAccountNumber}
            onPress={() => onDownloadTemplate(erpAccountNumber)}
          >
            {t('ManualContract.DownloadTemplate')}
          </Button>
        </div>
        <p className={styles.hint}>{t('ManualContract.TemplateHint')}</p>
      </section>

      <Form
        aria-labelledby="manual-contract-upload"
        className={styles.form}
        onSubmit={submit}
        refusals={refusals}
      >
        <h2 id="manual-contract-upload" className={styles.heading}>
          {t('ManualContract.UploadTitle')}
        </h2>
        <Select
          label={t('ManualContract.Manufacturer')}
          placeholder={t('ManualContract.ChooseManufacturer')}
          options={manufacturers.map((manufacturer) => ({ id: manufacturer.id, label: manufacturer.name }))}
          selectedKey={manufacturerId || null}
          onSelectionChange={(key) => {
            setManufacturerId(String(key));
            setErrors((before) => ({ ...before, manufacturer: undefined }));
          }}
          isRequired
          isInvalid={Boolean(errors.manufacturer)}
          errorMessage={errors.manufacturer}
          isDisabled={busy}
        />
        <RadioGroup
          label={t('ManualContract.UploadType')}
          options={[
            {
              value: String(ManualContractUploadType.AddAndUpdate),
              label: t('ManualContract.Type.AddAndUpdate'),
            },
            { value: String(ManualContractUploadType.Overwrite), label: t('ManualContract.Type.Overwrite') },
          ]}
          value={String(uploadType)}
          onChange={(value) =>
            setUploadType(
              value === String(ManualContractUploadType.Overwrite)
                ? ManualContractUploadType.Overwrite
                : ManualContractUploadType.AddAndUpdate,
            )
          }
          description={t(
            uploadType === ManualContractUploadType.Overwrite
              ? 'ManualContract.Type.OverwriteHint'
              : 'ManualContract.Type.AddAndUpdateHint',
          )}
          isDisabled={busy}
        />
        <div className={styles.fileField}>
          <label htmlFor={fileId} className={styles.fileLabel}>
            {t('ManualContract.File')}
            <RequiredMarker isRequired />
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            required
            className={styles.fileInput}
            accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? fileErrorId : undefined}
            onChange={(event) => {
              const picked = event.currentTarget.files?.[0] ?? null;
              setFile(picked);
              setErrors((before) => ({ ...before, file: picked ? fileProblem(picked) : undefined }));
            }}
          />
          {errors.file ? (
            <p id={fileErrorId} className={styles.fieldError}>
              {errors.file}
            </p>
          ) : null}
        </div>
        {progress ? (
          progress.phase === 'sending' ? (
            <ProgressBar
              label={t('ManualContract.Uploading', { fileName: progress.fileName })}
              value={progress.percent}
            />
          ) : (
            <p className={styles.importing} role="status">
              <Spinner label={t('ManualContract.Importing')} size={20} />
              <span>{t('ManualContract.Importing')}</span>
            </p>
          )
        ) : null}
        {result && !busy ? (
          <InlineAlert tone="success">
            {t('ManualContract.Uploaded', { count: result.rows, ...result })}
          </InlineAlert>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" isPending={busy}>
            {t('ManualContract.Upload')}
          </Button>
        </div>
      </Form>
    </>
  );
}
