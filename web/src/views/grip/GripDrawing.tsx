import { useId } from 'react';
import { PALETTE } from '@shastra/content/palette';
import type { Finger, GripFrame } from './gripTimeline.ts';

/**
 * One frame of the string-grip demonstration, drawn like the site's grip illustrations (the same
 * shapes, colours and strokes as content/images/gunmushti). The picture is described by the
 * steps listed beside it, so the SVG itself is hidden from assistive technology.
 */
const {
  ink: INK,
  parchment: PARCHMENT,
  sand: SKIN,
  wood: WOOD,
  maroon: MAROON,
  brass: BRASS,
  iron: IRON,
  saffron: SAFFRON,
} = PALETTE;

const points = (finger: Finger) => finger.map(([x, y]) => `${x},${y}`).join(' ');

/** The crease across a finger's middle joint: what tells a finger from a glove's at a glance. */
function crease(finger: Finger, width: number): string {
  const first = finger[0] ?? [0, 0];
  const last = finger.at(-1) ?? first;
  const joint = finger.length > 2 ? (finger[1] ?? first) : [(first[0] + last[0]) / 2, (first[1] + last[1]) / 2];
  const length = Math.hypot(last[0] - first[0], last[1] - first[1]) || 1;
  const half = width * 0.3;
  const nx = (-(last[1] - first[1]) / length) * half;
  const ny = ((last[0] - first[0]) / length) * half;
  const round = (n: number) => Math.round(n * 10) / 10;
  return `M${round(joint[0] + nx)},${round(joint[1] + ny)} L${round(joint[0] - nx)},${round(joint[1] - ny)}`;
}

function FingerLine({ finger, width }: { finger: Finger; width: number }) {
  return (
    <>
      <polyline points={points(finger)} fill="none" stroke={INK} strokeWidth={width + 4.4} />
      <polyline points={points(finger)} fill="none" stroke={SKIN} strokeWidth={width} />
      <path d={crease(finger, width)} fill="none" strokeWidth="1.5" />
    </>
  );
}

/** The thumb: its line, its root, and the nail at its tip. */
function Thumb({ finger }: { finger: Finger }) {
  const tip = finger.at(-1) ?? [0, 0];
  const before = finger.at(-2) ?? tip;
  const angle = (Math.atan2(tip[1] - before[1], tip[0] - before[0]) * 180) / Math.PI;
  return (
    <>
      <FingerLine finger={finger} width={15} />
      <ellipse cx="227" cy="140" rx="11" ry="13" fill={SKIN} stroke="none" />
      <ellipse
        cx={tip[0] + 6}
        cy={tip[1] - 4}
        rx="6"
        ry="2.6"
        fill={PARCHMENT}
        strokeWidth="1.5"
        transform={`rotate(${Math.round(angle + 180)} ${tip[0] + 6} ${tip[1] - 4})`}
      />
    </>
  );
}

/**
 * The archer's forearm runs out of the picture to the right: it fades out before the frame (from
 * ARM_FADE_FROM to ARM_FADE_TO, fixed to the frame, not the hand), so the sleeve is never cut by
 * the border however far the hand travels, and keeps the frame's safe margin (content/README.md,
 * "Illustration style guide").
 */
const ARM_FADE_FROM = 272;
const ARM_FADE_TO = 300;

export function GripDrawing({ frame, thumbInFront }: { frame: GripFrame; thumbInFront: boolean }) {
  const clip = useId();
  const fade = useId();
  const armMask = useId();
  const handShift = `translate(${Math.round(frame.handX * 10) / 10} 0)`;
  const tipX = 70 + 10 * frame.bend;
  const tipY = 4 * frame.bend;
  const fingers = [
    <FingerLine key="forefinger" finger={frame.forefinger} width={13} />,
    frame.middle && <FingerLine key="middle" finger={frame.middle} width={13} />,
  ];
  return (
    <svg className="grip-demo__drawing" viewBox="0 0 320 240" width="320" height="240" aria-hidden="true">
      <defs>
        <clipPath id={clip}>
          <rect x="6" y="6" width="308" height="228" rx="12" />
        </clipPath>
        <linearGradient id={fade} gradientUnits="userSpaceOnUse" x1={ARM_FADE_FROM} x2={ARM_FADE_TO} y1="0" y2="0">
          <stop offset="0" stopColor="#fff" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
        <mask id={armMask} maskUnits="userSpaceOnUse" x="0" y="0" width="320" height="240">
          <rect width="320" height="240" fill={`url(#${fade})`} />
        </mask>
      </defs>
      <rect width="320" height="240" rx="16" fill={PARCHMENT} />
      <rect x="6" y="6" width="308" height="228" rx="12" fill="none" stroke={SKIN} strokeWidth="2" />
      <ellipse cx="160" cy="222" rx="120" ry="6" fill={INK} opacity=".12" />
      <g clipPath={`url(#${clip})`} stroke={INK} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d={`M${tipX},${14 + tipY} C30,70 30,170 ${tipX},${226 - tipY}`} fill="none" strokeWidth="13" />
        <path
          d={`M${tipX},${14 + tipY} C30,70 30,170 ${tipX},${226 - tipY}`}
          fill="none"
          stroke={WOOD}
          strokeWidth="7"
        />
        <path d="M38,108 L38,132" fill="none" stroke={BRASS} strokeWidth="8" strokeLinecap="butt" />
        <path
          d={`M${tipX},${14 + tipY} L${Math.round(frame.stringX * 10) / 10},127 L${tipX},${226 - tipY}`}
          fill="none"
          strokeWidth="2"
        />
        {frame.arrowX !== undefined && (
          <g transform={`translate(${Math.round(frame.arrowX * 10) / 10} 0)`}>
            <path d="M30,113 L186,113 L186,119 L30,119 Z" fill={WOOD} />
            <path d="M14,116 L32,109 L32,123 Z" fill={IRON} />
            <path d="M130,113 L140,101 L172,101 L176,113 Z" fill={MAROON} />
          </g>
        )}
        <g mask={`url(#${armMask})`} opacity={frame.handOpacity}>
          <g transform={handShift}>
            <path d="M246,112 L430,94 L430,194 L250,176 Z" fill={SKIN} />
            <path d="M266,108 L430,92 L430,196 L268,179 C274,156 274,131 266,108 Z" fill={MAROON} />
            <path d="M286,110 C290,132 290,156 286,176" fill="none" strokeWidth="2" opacity=".5" />
          </g>
        </g>
        <g transform={handShift} opacity={frame.handOpacity}>
          <path
            d="M252,114 C244,98 226,92 208,96 C196,99 190,108 190,120 C190,140 196,162 210,174 C226,184 246,180 254,170 Z"
            fill={SKIN}
          />
          <ellipse cx="201" cy="144" rx="14" ry="7.5" fill={SKIN} />
          <ellipse cx="204" cy="158" rx="14" ry="7.5" fill={SKIN} />
          <ellipse cx="209" cy="171" rx="14" ry="7.5" fill={SKIN} />
          <path
            d="M193,140 Q191,144 193,148 M196,154 Q194,158 196,162 M201,167 Q199,171 201,175"
            fill="none"
            strokeWidth="1.5"
          />
          {thumbInFront ? fingers : <Thumb finger={frame.thumb} />}
          {thumbInFront ? <Thumb finger={frame.thumb} /> : fingers}
          {frame.markOpacity > 0 && (
            <circle
              cx={frame.mark[0]}
              cy={frame.mark[1]}
              r="5"
              fill={SAFFRON}
              strokeWidth="2"
              opacity={frame.markOpacity}
            />
          )}
        </g>
      </g>
    </svg>
  );
}
