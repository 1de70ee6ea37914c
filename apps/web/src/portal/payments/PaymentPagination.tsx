import { TablePagination, useMediaQuery } from '@mui/material';
import { ALL_ROWS, PAGE_SIZES } from './types';

interface Props {
  total: number;
  /** 1-based */
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

const OPTIONS = [...PAGE_SIZES, { label: 'All', value: ALL_ROWS }];

/** Page size 20 / 50 / All (spec 001 §9) and the pages. */
export function PaymentPagination({ total, page, perPage, onPage, onPerPage }: Props) {
  const narrow = useMediaQuery('(max-width:767.95px)');
  return (
    <TablePagination
      component="div"
      count={total}
      page={perPage === ALL_ROWS ? 0 : page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={OPTIONS}
      labelRowsPerPage={narrow ? 'Rows' : 'Rows per page'}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPerPage(Number(event.target.value))}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 0, sm: 2 } } }}
    />
  );
}
