import { formatMicroUsd, type UsagePrice } from '@blast/catalog';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Paper } from '@mui/material';

/** A usage price table read straight from the catalogue. */
export function UsageTable({ prices, caption }: { prices: readonly UsagePrice[]; caption: string }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Service</TableCell>
            <TableCell component="th" scope="col">Unit</TableCell>
            <TableCell component="th" scope="col" align="right">Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {prices.map((row) => (
            <TableRow key={row.id} data-usage={row.id}>
              <TableCell component="th" scope="row">{row.label}</TableCell>
              <TableCell>{row.unit}</TableCell>
              <TableCell align="right">{formatMicroUsd(row.microUsd)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
