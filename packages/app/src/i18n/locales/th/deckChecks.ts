import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'สิ่งที่ต้องตรวจในสไลด์นี้: {{count}}',
  list: 'การตรวจสไลด์ {{n}}',
  codes: {
    overflow: 'เนื้อหาสูงกว่าสไลด์ {{by}} px',
    'text-clipped': 'ข้อความถูกตัดที่ขอบ: “{{text}}”',
    'text-overlap': 'ข้อความทับบล็อกอื่น: “{{text}}”',
    'small-text': 'ข้อความขนาด {{size}} px เล็กเกินกว่าจะอ่านได้จากท้ายห้อง (อย่างน้อย {{min}} px): “{{text}}”',
    'low-contrast': 'คอนทราสต์ต่ำ {{ratio}}:1 แต่ต้องการ {{needed}}:1: “{{text}}”',
    'leftover-hint': 'บรรทัดว่างที่มีคำแนะนำ: เมื่อส่งออกจะเป็นช่องว่าง',
    'placeholder-text': 'ข้อความตัวยึดตำแหน่งยังอยู่บนสไลด์: “{{text}}”',
    'cut-text': 'ข้อความถูกตัดด้วย “…”: “{{text}}”',
    'repeated-picture': 'รูปภาพเดียวกับสไลด์ {{n}}',
    'empty-slide': 'สไลด์นี้ไม่มีอะไรแสดง',
  },
};

export default translations;
