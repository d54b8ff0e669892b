import { Fragment } from 'react';
import { pathPieces } from '../figures';

/**
 * A text with paths in it that wraps at its spaces and after each '/' (a <wbr> there), not
 * inside a word: '/wholesaling-crm' never shows as '/wholesali ng-crm' where the piece fits a line
 * (a piece wider than its whole box is broken as a last resort rather than cut off).
 */
export function PathText({ text }: { text: string }) {
  return (
    <span data-path="" style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
      {pathPieces(text).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
