"""Spanish words of the part `web`: the browser page's own buttons and what opening
or saving a log file says (picotafel/web, lang/__init__.py)."""

WORDS = (
"""
ADDED = %d partidas añadidas, %d ya estaban
ASIDE = apartado, no cargado: "%s" (%s)
ASIDE_IS_FOLDER = un archivo donde va una carpeta
ASIDE_NOT_DATA = no es un archivo
ASIDE_NOT_NAME = no es un nombre de archivo
ASIDE_NO_FOLDER = en una carpeta que el aparato no lleva
ASIDE_OUTSIDE = fuera de la carpeta de datos
BACKUP_VERSION = copia de un picotafel más nuevo: actualice la página
CLOSE = Cerrar
DOWNLOAD = Guardar registro
ENTRY_REFUSED = omitido %s: %s
KEPT_FOR_GOOD = este navegador guarda las partidas para siempre
LOG_OPENED = registro abierto: partida %d
LOG_REFUSED = no abierto, línea %d: %s
MAY_CLEAR = este navegador puede borrar las partidas si falta espacio: instala la página o guarda los registros
MOVED = picotafel sigue en otra pestaña o ventana, todo guardado: una tecla lo trae de vuelta aquí
NOT_A_BACKUP = este archivo no es una copia de picotafel
NOT_A_LOG = este archivo no es un registro de partida
NOT_KEPT = no guardado en este navegador: %s
""",
"""
NOT_KEPT_TRYING = No guardado en este navegador: %s. picotafel lo sigue intentando; la partida sigue.
NO_MATCH_TO_SAVE = ninguna partida que guardar: abre una
NO_STORAGE = sin memoria: recarga la página
OPEN = Abrir logs
OPEN_FOLDER = Abrir una carpeta
READ_DEVICE = Leer un aparato (USB)
RESTORE = Restaurar copia
SAVE_ASIDE = Guardar lo apartado
SAVE_BACKUP = Guardar copia
SAVE_CSV = Guardar CSV
SAVE_FILE = Guardar como archivo
SERIAL_FAILED = no se pudo leer el aparato: %s
SHARE = Compartir registro
SHEET = Hoja de tanteo
STATS = Estadísticas
STORAGE_CLEARABLE = Memoria: borrable
STORAGE_KEPT = Memoria: duradera
""",
)
