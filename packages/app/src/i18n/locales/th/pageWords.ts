import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'โน้ต',
    present: 'ดูตัวอย่าง',
    duplicateSlide: 'ทำสำเนาส่วน',
    deleteSlide: 'ลบส่วน',
    slideLabel: 'ส่วนที่ {{n}}',
    notesPlaceholder: 'โน้ตเกี่ยวกับส่วนนี้…',
    presenting: 'ส่วนที่ {{n}} จาก {{total}}',
    lastSlide: 'นี่คือส่วนสุดท้าย',
    noNotes: 'ไม่มีโน้ตสำหรับส่วนนี้',
  },
  editorShare: {
    export: {
      description: 'ดาวน์โหลดหน้านี้ให้เหมือนที่เห็นในตัวแก้ไข',
      formats: {
        pdf: { text: 'แต่ละส่วนอยู่ในหน้าของตัวเอง คมชัดทุกขนาด เลือกและค้นหาข้อความได้' },
        pptx: { text: 'แต่ละส่วนแก้ไขได้ใน PowerPoint พร้อมกล่องข้อความ ตาราง และแผนภูมิจริง' },
        images: { text: 'ไฟล์ zip ที่มี PNG หนึ่งไฟล์ต่อหนึ่งส่วน' },
        image: { text: 'ทั้งหน้าใน PNG ยาวไฟล์เดียว เรียงส่วนต่อกันลงมา' },
      },
      preparingHint: 'กำลังวาดส่วนต่าง ๆ บนเซิร์ฟเวอร์ ระหว่างนี้คุณแก้ไขต่อได้',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'แก้ไขข้อความ ส่วนต่าง ๆ และโน้ต',
      design: 'เปลี่ยนธีมและเลย์เอาต์ของส่วนต่าง ๆ',
    },
    placeholder: {
      chat: 'ขอให้ AI แก้ไขหน้านี้…',
      design: 'ขอให้ AI ปรับดีไซน์หน้านี้…',
    },
    empty: 'ขอให้เปลี่ยนส่วนนี้หรือทั้งหน้า การแก้ไขจะมาในขั้นตอนเดียว: {{undo}} ยกเลิกได้',
    selection: 'ส่วนที่ {{n}}',
    selectionBlock: 'ส่วนที่ {{n}} · บล็อกที่เลือก',
    chips: {
      shorten: 'ย่อส่วนนี้ให้สั้นลง',
      translatePrompt: 'แปลส่วนนี้เป็นภาษา ',
      addSlide: 'เพิ่มส่วนเกี่ยวกับ…',
      addSlidePrompt: 'เพิ่มส่วนในหน้านี้เกี่ยวกับ ',
      layout: 'เปลี่ยนเลย์เอาต์ของส่วนนี้',
    },
    changes: {
      text: 'เขียนข้อความในส่วนที่ {{n}} ใหม่แล้ว',
      addPage: 'เพิ่มส่วนที่ {{n}} แล้ว',
      removePage: 'ลบส่วนที่ {{n}} แล้ว',
      movePage: 'ย้ายส่วนไปยังตำแหน่งที่ {{n}} แล้ว',
      replacePage: 'ออกแบบส่วนที่ {{n}} ใหม่แล้ว',
      notes: 'เขียนโน้ตสำหรับส่วนที่ {{n}} แล้ว',
    },
    noChange: 'ไม่มีการเปลี่ยนแปลงในหน้านี้',
    staleEdit: 'หน้านี้เปลี่ยนไประหว่างที่ AI ตอบ จึงไม่มีการนำไปใช้ ลองขออีกครั้ง',
    notes: { instruction: 'เขียนโน้ตสำหรับส่วนนี้' },
  },
  deckChecks: {
    marker: 'สิ่งที่ต้องตรวจในส่วนนี้: {{count}}',
    list: 'การตรวจของส่วนที่ {{n}}',
    codes: {
      'placeholder-text': 'มีข้อความตัวอย่างค้างอยู่ในส่วนนี้: “{{text}}”',
      'repeated-picture': 'รูปเดียวกับในส่วนที่ {{n}}',
      'empty-slide': 'ส่วนนี้ไม่มีอะไรแสดง',
    },
  },
};

export default words;
