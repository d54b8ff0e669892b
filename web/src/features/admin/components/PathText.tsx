import { Fragment } from 'react';
import { pathPieces } from '../figures';

/**
 * A text with paths in it that wraps at its spaces and after each '/' (a <wbr> there), never
 * inside a word: '/wholesaling-crm' never shows as '/wholesali ng-crm'.
 */
export function PathText({ text }: { text: string }) {
  return (
    <span data-path="" style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {pathPieces(text).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
