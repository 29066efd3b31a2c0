/**
 * The drawing pad for SIGNATURE, in its own chunk: pointer events cover mouse, touch and pen.
 * The PNG has a white background and dark ink so it reads the same wherever it is viewed.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslator } from '../../i18n/translator-context';
import { smallButton } from './styles';

const INK = '#111827';
const PAPER = '#ffffff';
const HEIGHT = 180;

function toPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

function paper(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = PAPER;
  context.fillRect(0, 0, canvas.width, canvas.height);
  return context;
}

/** A typed name drawn in a handwriting-like face, as the same kind of PNG as a drawn one. */
export async function renderTypedSignature(name: string): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = 900;
  canvas.height = 240;
  const context = paper(canvas);
  if (!context || !name) return null;
  context.fillStyle = INK;
  context.textBaseline = 'middle';
  let size = 96;
  const font = (px: number) =>
    `italic ${px}px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive`;
  context.font = font(size);
  while (size > 24 && context.measureText(name).width > canvas.width - 60) {
    size -= 6;
    context.font = font(size);
  }
  context.fillText(name, 30, canvas.height / 2);
  return toPng(canvas);
}

export function SignaturePad({ busy, onSave }: { busy: boolean; onSave: (blob: Blob) => void }) {
  const { t } = useTranslator();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [empty, setEmpty] = useState(true);

  const reset = () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    canvas.height = Math.round(HEIGHT * ratio);
    const context = paper(canvas);
    context?.scale(ratio, ratio);
    setEmpty(true);
  };

  useEffect(reset, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const draw = (to: { x: number; y: number }) => {
    const context = canvasRef.current?.getContext('2d');
    const from = last.current;
    if (!context || !from) return;
    context.strokeStyle = INK;
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  };

  return (
    <div className="grid gap-2">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('signaturePad')}
        className="h-[180px] w-full touch-none rounded-md border border-input bg-white"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = point(event);
          draw({ x: last.current.x + 0.1, y: last.current.y + 0.1 });
          setEmpty(false);
        }}
        onPointerMove={(event) => {
          if (last.current) draw(point(event));
        }}
        onPointerUp={() => {
          last.current = null;
        }}
        onPointerCancel={() => {
          last.current = null;
        }}
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={smallButton} onClick={reset} disabled={empty || busy}>
          {t('clear')}
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={empty || busy}
          onClick={async () => {
            const canvas = canvasRef.current;
            const blob = canvas ? await toPng(canvas) : null;
            if (blob) onSave(blob);
          }}
        >
          {t('saveSignature')}
        </button>
      </div>
    </div>
  );
}
