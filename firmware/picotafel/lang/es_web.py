"""Spanish words of the part `web`: the browser page's own buttons and what opening
or saving a log file says (picotafel/web, lang/__init__.py)."""

WORDS = (
"""
DOWNLOAD = Guardar registro
LOG_OPENED = registro abierto: partida %d
LOG_REFUSED = no abierto, línea %d: %s
NOT_A_LOG = este archivo no es un registro de partida
NOT_KEPT = no guardado en este navegador: %s
NO_MATCH_TO_SAVE = ninguna partida que guardar: abre una
NO_STORAGE = sin memoria: recarga la página
OPEN = Abrir un registro
OPEN_ELSEWHERE = picotafel está abierto en otra pestaña o ventana: ciérralo allí y recarga esta página
SHARE = Compartir registro
""",
)
