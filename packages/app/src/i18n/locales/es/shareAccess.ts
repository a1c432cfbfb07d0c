import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const es: TranslationsOf<typeof en> = {
  present: {
    start: 'Presentar',
    exit: 'Salir',
    counter: 'Diapositiva {{n}} de {{total}}',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
  },
  prompt: {
    title: 'Esta presentación está protegida',
    text: 'Introduce la contraseña que te dio su autor para verla.',
    label: 'Contraseña',
    submit: 'Ver presentación',
    checking: 'Comprobando…',
  },
  password: {
    title: 'Contraseña',
    hint: 'Quien la vea debe escribirla antes. Cambiarla quita el acceso a todos los que ya la introdujeron.',
    on: 'Una contraseña protege este enlace.',
    off: 'Sin contraseña: cualquiera con el enlace puede verla.',
    field: 'Nueva contraseña',
    set: 'Establecer contraseña',
    change: 'Cambiar contraseña',
    remove: 'Quitar contraseña',
    saved: 'Contraseña guardada',
    removed: 'Contraseña eliminada',
  },
  viewers: {
    button: 'Espectadores',
    title: 'Espectadores',
    period: 'Últimos 30 días',
    views: 'Visitas',
    unique: 'Espectadores únicos',
    perDay: 'Visitas por día',
    perSlide: 'Tiempo por diapositiva',
    sources: 'De dónde vinieron',
    direct: 'Directo o desconocido',
    seconds: '{{count}} s',
    slide: 'Diapositiva {{n}}',
    empty: 'Aún no hay visitas en los últimos 30 días.',
    download: 'Descargar CSV',
    privacy: 'Contado sin datos personales: cada navegador recibe un identificador aleatorio y no se cuentan los navegadores que piden no ser rastreados.',
    proOnly: 'Las contraseñas y las estadísticas de espectadores son funciones Pro.',
  },
};

export default es;
