import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/diagramSteps.ts';

const translations: TranslationsOf<typeof en> = {
  steps: 'Langkah',
  addStep: 'Tambah langkah',
  removeStep: 'Hapus langkah {{n}}',
  moveUp: 'Pindahkan langkah {{n}} ke atas',
  moveDown: 'Pindahkan langkah {{n}} ke bawah',
  range: '{{min}} sampai {{max}} langkah',
};

export default translations;
