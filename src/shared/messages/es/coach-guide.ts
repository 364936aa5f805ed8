/** /coach/guide en español. */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../coach-guide.ts';

export const coachGuide: Catalogue<typeof en.coachGuide> = {
  title: 'Guía del entrenador',
  intro:
    'Todo lo que un entrenador necesita para llevar el registro con TapIn, desde el alta hasta el informe.',
  stepsHeading: 'Cómo empezar, en seis pasos',
  step: (n: number) => `Paso ${n}`,
  copyInstructions: 'Copiar las instrucciones',
  copied: '¡Instrucciones copiadas!',
  copyFailed: 'No se pudo copiar',
  copyFailedText: 'Copie las instrucciones a mano.',
  faqHeading: 'Preguntas frecuentes',
  linksHeading: 'Ir a',
  signInLink: 'Entrar como entrenador',
  rosterLink: 'Subir lista',
  dashboardLink: 'Panel del entrenador',
  qrLink: 'Generador de códigos QR',
  toolsLink: 'Herramientas del entrenador',
  steps: [
    {
      title: 'Regístrese y espere la aprobación',
      text: 'Abra Acceso de entrenadores e ingrese su correo. TapIn le envía un enlace seguro para entrar (sin contraseña); funciona una vez y vence en 15 minutos. Si su organización configuró el inicio de sesión único, puede usar ese botón. Una cuenta nueva queda pendiente hasta que un administrador la apruebe.',
      link: 'signIn',
    },
    {
      title: 'Cree su evento',
      text: 'En Herramientas del entrenador > Eventos, ingrese el nombre del evento, el lugar, la fecha y la hora. Los eventos nuevos empiezan inactivos: active el evento cuando abra el registro. Solo hay un evento activo a la vez, así que al activar uno se desactivan los demás.',
      link: 'tools',
    },
    {
      title: 'Cargue la lista',
      text: 'Suba un archivo CSV con nombre, apellido, equipo y año de graduación (descargue la plantilla). Los encabezados son flexibles, los equipos se crean solos y los duplicados se omiten. Revise la vista previa, corrija las filas con errores e importe. También puede copiar la lista de otro evento, o conectar una hoja de Google compartida como "Cualquier persona que tenga el vínculo puede ver" y pulsar Sincronizar ahora.',
      link: 'roster',
    },
    {
      title: 'Imprima el código QR',
      text: 'Abra el Generador de códigos QR, elija el evento e imprima el cartel (o descargue el PNG). Póngalo en la entrada. El código abre el registro de ese evento.',
      link: 'qr',
    },
    {
      title: 'Los padres escanean y tocan',
      text: 'Un padre escanea el código e ingresa un número de teléfono. La primera vez, lo confirma con un código de 6 dígitos que recibe por mensaje de texto y vincula a su atleta buscándolo en la lista. Después, registrarse es un solo toque.',
      link: null,
    },
    {
      title: 'Vea las llegadas y descargue el informe',
      text: 'El Panel del entrenador muestra quién llegó, en vivo, con los totales de registrados, esperados y los que no han llegado. Allí puede registrar a un atleta a mano o deshacer un registro. Después del evento, descargue el informe de registros en Herramientas del entrenador > Informes.',
      link: 'dashboard',
    },
  ],
  seasonHeading: 'Llevar una temporada',
  seasonIntro:
    'Prácticas semanales, un cartel para toda la temporada, quién vino semana a semana, familias con varios hijos y un gimnasio sin señal.',
  season: [
    {
      title: 'Prácticas semanales',
      text: 'Al crear un evento, marque Repetir, elija los días de la semana (el del inicio ya viene marcado) y la última fecha. TapIn crea todas las fechas de una vez, y una lista cargada en una fecha se aplica a las que faltan. La tabla de eventos muestra primero lo que está abierto ahora y lo que viene, luego lo pasado; una serie ocupa una fila, su próxima fecha, con las demás detrás de "Ver fechas más". Los eventos que terminaron hace más de dos semanas están detrás de "Ver eventos anteriores". Cada selector de eventos muestra Abiertos ahora, Próximos y Pasados.',
    },
    {
      title: 'Registro que se abre solo',
      text: 'Marque "Abrir el registro solo" y elija cuántos minutos antes del inicio: el registro se abre solo y se cierra a la hora de fin. Solo hay un evento abierto a la vez. Un evento que usted activó a mano sigue abierto hasta su propia hora de fin (o hasta que lo desactive): el horario de otro evento nunca lo cierra; ese evento se abre cuando el suyo haya cerrado, y se avisa a todos los entrenadores en el panel. Cuando dos eventos que se abren solos coinciden, abre primero el que empieza antes. La tabla de eventos y el formulario de creación lo avisan antes de que pase.',
    },
    {
      title: 'Un código QR para la temporada',
      text: 'Para una serie, el Generador de códigos QR imprime un solo cartel para toda la temporada. Siempre lleva a la fecha abierta en ese momento; antes de que abra el registro, los padres ven cuándo abre, y la página se abre sola a esa hora; después de la última fecha, dice que la temporada terminó. El cartel de la semana pasada y los códigos por fecha anteriores siguen funcionando.',
    },
    {
      title: 'Cancelar una fecha o terminar la serie',
      text: 'Cancelar en una fecha pide confirmación, nombrando la fecha; a los padres que escanean se les dice que está cancelada, y puede restablecerla hasta que empiece. Terminar la serie cancela todas las fechas que aún no han empezado; las pasadas y sus registros se conservan.',
    },
    {
      title: 'La asistencia de la temporada',
      text: 'Asistencia muestra, para cualquier periodo y equipo, a cuántos eventos se esperaba a cada atleta, a cuántos asistió y a cuántos llegó tarde, con su porcentaje; los atletas por debajo del porcentaje que elija se marcan como Bajo. Por evento muestra quién vino a cada fecha. Descargar CSV da las mismas cifras. Las llegadas anotadas sin conexión cuentan según la hora en que el padre tocó.',
    },
    {
      title: 'Teléfonos de tutores en el archivo de la lista',
      text: 'Si su archivo de lista tiene columnas de teléfonos de padres (Parent 1 Mobile, Guardian Phone, Mother Cell y similares), esos padres ven a sus hijos en cuanto verifican su teléfono, sin tener que vincularlos, y pueden registrar a los hermanos con un solo toque. Un teléfono que aparece en muchos niños (el número de la oficina de un club) se señala en la vista previa y solo se vincula si lo marca.',
    },
    {
      title: 'Vínculos de padres',
      text: 'En el panel, Ver vínculos de padres muestra cada teléfono con los atletas que ve, ya sea porque lo incluía el archivo de la lista o porque un padre lo vinculó, y desde cuándo. Quitar pide confirmación; después, el teléfono deja de ver a ese atleta.',
    },
    {
      title: 'Confirmar tutores',
      text: 'Un teléfono que un padre vinculó buscando al niño (o que incluía un archivo de lista que nadie revisó) puede registrarlo, pero no recibe código de recogida ni mensajes de texto, ni ve quién puede recogerlo, hasta que alguien lo confirme; sus registros aparecen marcados en el panel. El apartado Pendientes de confirmación del panel muestra cada uno de esos teléfonos con los niños que reclama, cuándo se vinculó y los teléfonos de tutores ya confirmados de cada niño, para compararlos. Toque Confirmar para un teléfono y un niño. Si no hay ningún teléfono en la lista, confirme solo a una familia que conozca, en persona. Si una familia que conoce no tiene ningún teléfono vinculado, abra Vínculos de padres y use Añadir el teléfono de un tutor: el teléfono queda confirmado al instante. Los teléfonos de un archivo que importó con su vista previa ya están confirmados, y un tutor confirmado puede confirmar otro teléfono desde su pantalla Mensajes de texto. Deshacer la confirmación, en Vínculos de padres, lo revierte: los códigos de ese teléfono dejan de funcionar al instante y se le avisa.',
    },
    {
      title: 'Sin señal en el gimnasio',
      text: 'Un padre que toca sin señal ve que el toque se guarda en el teléfono; se envía cuando vuelve la señal y cuenta a la hora en que tocó, así que una llegada a tiempo no se marca como tarde. El panel también funciona sin conexión: los registros que usted haga se guardan y se envían cuando vuelva a tener conexión, y las llegadas anotadas sin conexión se marcan en el informe.',
    },
    {
      title: 'Una tableta compartida',
      text: 'Cerrar sesión borra todas las copias de la lista y de las llegadas que el panel guardó en el dispositivo, y las copias sin conexión vencen a las 12 horas. Si hay registros que hizo sin conexión y aún no se enviaron, Cerrar sesión le avisa primero; quedan sellados para usted y se envían la próxima vez que entre en ese dispositivo.',
    },
    {
      title: 'Recogida segura',
      text: 'Para los equipos de los más pequeños, active Control de recogida en la sección Recogida del panel. Cada padre verá entonces en su teléfono un código de recogida de 4 caracteres (y su QR) después de registrar a su hijo; los adultos que agregue un tutor también verán uno cuando verifiquen su teléfono. Al final, toque Modo recogida y escriba el código que le muestra el adulto, o toque Escanear QR y acerque su teléfono a la cámara: el niño se entrega al escribir el 4.º carácter o con la primera lectura clara, y un código incorrecto o el de otro niño se rechaza. Todas las pantallas del personal en el evento muestran la entrega al instante. O toque Entregar junto a un niño y elija al adulto en la lista; sin código debe indicar un motivo, y el informe lo señala. Puede deshacer una entrega durante 5 minutos. Un teléfono marcado como "no autorizado para este niño" se muestra en rojo y no puede recogerlo. Diez minutos después del final, si quedan uno o dos niños esperando, el panel ofrece enviar un mensaje a sus tutores. Sin señal, las entregas se comprueban en la tableta y se envían cuando vuelva la conexión.',
    },
  ],
  faq: [
    {
      q: 'Ya me registré. ¿Por qué no puedo abrir el panel?',
      a: 'Las cuentas nuevas de entrenador quedan pendientes hasta que un administrador las apruebe. Una vez aprobada, vuelva a entrar y se abrirán las páginas del entrenador.',
    },
    {
      q: 'Mi enlace de acceso no funciona.',
      a: 'Cada enlace funciona una sola vez y vence a los 15 minutos. Pida uno nuevo en Acceso de entrenadores.',
    },
    {
      q: '¿Qué columnas necesita el archivo de la lista?',
      a: 'El nombre y el apellido son obligatorios; el equipo y el año de graduación son opcionales. También sirven variantes comunes (first_name, Team, School, Class, Year, o una sola columna Name escrita "Apellido, Nombre"). El año de graduación debe tener 4 dígitos, entre 2000 y 2100. Los archivos pueden separarse con comas, punto y coma o tabulaciones, hasta 5 MB y 10.000 filas.',
    },
    {
      q: 'Algunas filas tienen errores. ¿Tengo que corregirlas primero?',
      a: 'No. La vista previa muestra cada fila con errores y el motivo; al importar se agregan solo las filas válidas. Corrija las demás en el archivo y vuelva a subirlo: los atletas que ya están en la lista se omiten, nunca se duplican.',
    },
    {
      q: 'Mi hoja de Google no se sincroniza.',
      a: "TapIn solo puede leer hojas compartidas como 'Cualquier persona que tenga el vínculo puede ver' o publicadas en la Web. Cambie el uso compartido y pulse Sincronizar ahora. La sincronización agrega atletas nuevos; nunca quita a nadie.",
    },
    {
      q: '¿Puede haber dos eventos abiertos a la vez?',
      a: 'No. Solo hay un evento activo a la vez; los padres solo pueden registrarse en el evento activo. Al activar un evento se desactivan los demás. Un evento que usted abrió a mano nunca lo cierra el horario de otro evento mientras dure su propio horario (vea Registro que se abre solo).',
    },
    {
      q: '¿Qué pasa cuando un evento que abrí a mano coincide con una práctica que se abre sola?',
      a: 'Un evento abierto a mano sigue abierto hasta su propia hora de fin: una práctica cuyo registro se abriría solo mientras tanto espera y se abre cuando termina ese evento. De dos prácticas que se abren solas, abre primero la que empieza antes. La tabla de eventos y el formulario Crear evento lo avisan antes de que pase, y todos los entrenadores ven un aviso en el Panel del entrenador cuando pasa, hasta que lo cierran.',
    },
    {
      q: '¿Y los registros hechos sin señal?',
      a: 'El toque de un padre, o su propio registro en un panel que perdió la conexión, se guarda en el teléfono o la tableta y se envía cuando vuelve la señal. Cuenta a la hora en que se tocó, así que nadie queda marcado como tarde porque el gimnasio no tenía señal, siempre que la página hubiera llegado a TapIn para ese evento antes del toque, que el toque fuera después de abrir el registro y que se envíe antes de un día. Si no, cuenta a la hora en que llegó a TapIn. El panel marca esas llegadas como "Anotado sin conexión", y el informe de registros tiene una columna Anotado sin conexión.',
    },
    {
      q: 'Un padre no encuentra a su atleta.',
      a: 'Compruebe que el atleta esté en la lista del evento. Los padres buscan por nombre o equipo, o ingresan los datos a mano y TapIn los compara con la lista, incluso con pequeños errores. Siempre puede registrar al atleta a mano desde el panel.',
    },
    {
      q: 'Alguien quedó registrado por error.',
      a: 'Pulse Deshacer en su fila del Panel del entrenador. El informe y los totales se actualizan al instante.',
    },
  ],
};
