import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'ตัวเลือกการนำเสนอ',
  fromBeginning: 'ตั้งแต่ต้น',
  fromCurrent: 'จากสไลด์ปัจจุบัน',
  withNotes: 'มุมมองผู้นำเสนอ: บันทึกอยู่ที่นี่ สไลด์อยู่ในหน้าต่างใหม่',
  audienceNote: 'ผู้ชมจะเห็นสไลด์ในอีกหน้าต่างหนึ่ง คลิกที่หน้าต่างนั้นหรือกด F ที่นั่นเพื่อแสดงเต็มจอ',
  blockedTitle: 'หน้าต่างสำหรับผู้ชมถูกบล็อก',
  blockedText: 'เบราว์เซอร์ของคุณไม่ให้หน้านี้เปิดหน้าต่างสำหรับสไลด์ อนุญาตป๊อปอัปสำหรับเว็บไซต์นี้แล้วลองอีกครั้ง หรือนำเสนอในหน้าต่างนี้ ซึ่งผู้ชมจะเห็นสไลด์โดยไม่มีบันทึกของคุณ',
  presentHere: 'นำเสนอในหน้าต่างนี้',
  tryAgain: 'ลองอีกครั้ง',
  cancel: 'ยกเลิก',
  loading: 'กำลังโหลดสไลด์…',
};

export default translations;
