/**
 * LOCATION: "Use my location" asks the browser (which asks the respondent's permission), or the
 * respondent types an address with the coordinates. The answer is {lat, lng, address?}.
 */
import LocateFixed from 'lucide-react/icons/locate-fixed';
import { useState } from 'react';
import { useTranslator } from '../../i18n/translator-context';
import type { InputProps } from './input-props';
import { fieldClass, smallButton } from './styles';

interface LocationDraft {
  lat: string;
  lng: string;
  address: string;
}

function draftOf(value: unknown): LocationDraft {
  const v =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  return {
    lat: typeof v.lat === 'number' ? String(v.lat) : '',
    lng: typeof v.lng === 'number' ? String(v.lng) : '',
    address: typeof v.address === 'string' ? v.address : '',
  };
}

function toAnswer(draft: LocationDraft): Record<string, unknown> | undefined {
  const answer: Record<string, unknown> = {};
  const lat = draft.lat.trim() === '' ? NaN : Number(draft.lat);
  const lng = draft.lng.trim() === '' ? NaN : Number(draft.lng);
  // Half-typed coordinates stay in the answer as text, so the check reports them.
  if (draft.lat.trim()) answer.lat = Number.isFinite(lat) ? lat : draft.lat;
  if (draft.lng.trim()) answer.lng = Number.isFinite(lng) ? lng : draft.lng;
  if (draft.address.trim()) answer.address = draft.address;
  return Object.keys(answer).length > 0 ? answer : undefined;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export function LocationInput({ value, onChange, ids, invalid }: InputProps) {
  const { t } = useTranslator();
  const [draft, setDraft] = useState(() => draftOf(value));
  const [status, setStatus] = useState('');
  const [locating, setLocating] = useState(false);
  const update = (patch: Partial<LocationDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange(toAnswer(next));
  };
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus(t('noGeolocation'));
      return;
    }
    setLocating(true);
    setStatus(t('findingLocation'));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setStatus(t('locationAdded'));
        update({
          lat: String(round(position.coords.latitude)),
          lng: String(round(position.coords.longitude)),
        });
      },
      (error) => {
        setLocating(false);
        setStatus(
          error.code === error.PERMISSION_DENIED ? t('locationRefused') : t('locationNotFound'),
        );
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  const field = (key: keyof LocationDraft, label: string, extra: Record<string, string> = {}) => {
    const id = key === 'address' ? ids.control : `${ids.control}-${key}`;
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type="text"
          className={fieldClass}
          aria-invalid={invalid || undefined}
          value={draft[key]}
          onChange={(event) => update({ [key]: event.target.value })}
          {...extra}
        />
      </div>
    );
  };
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={smallButton} onClick={locate} disabled={locating}>
          <LocateFixed className="size-4" aria-hidden="true" />
          {t('useMyLocation')}
        </button>
        <p className="text-sm text-muted-foreground" role="status">
          {status}
        </p>
      </div>
      {field('address', t('addressOptional'), { autoComplete: 'street-address' })}
      <div className="grid grid-cols-2 gap-3">
        {field('lat', t('latitude'), { inputMode: 'decimal', placeholder: '51.5072', dir: 'ltr' })}
        {field('lng', t('longitude'), { inputMode: 'decimal', placeholder: '-0.1276', dir: 'ltr' })}
      </div>
    </div>
  );
}
