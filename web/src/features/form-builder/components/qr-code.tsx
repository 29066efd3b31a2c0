import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/app-messages/app-messages';
import { builderPublishingMessages as m } from './publishing/messages';

/** A QR code of `text` as an image; the qrcode library loads only when a code is shown. */
export function QrCode({ text, alt, size = 176 }: { text: string; alt: string; size?: number }) {
  const [result, setResult] = useState<{ text: string; url: string | null } | null>(null);

  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then(
        (url) => !cancelled && setResult({ text, url }),
        () => !cancelled && setResult({ text, url: null }),
      );
    return () => {
      cancelled = true;
    };
  }, [text, size]);

  if (!result || result.text !== text) {
    return <Skeleton className="rounded-lg" style={{ width: size, height: size }} />;
  }
  if (!result.url) {
    return <p className="text-sm text-muted-foreground">{t(m.qrCodeFailed)}</p>;
  }
  return (
    <img
      src={result.url}
      alt={alt}
      width={size}
      height={size}
      className="rounded-lg border border-border bg-white"
    />
  );
}
