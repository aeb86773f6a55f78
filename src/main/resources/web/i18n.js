// Every label and message of the page in English, Hindi, Russian and Spanish (the languages of the
// project's source texts, specs/seeds/). Clause ids stay as they are; {name} marks a value.
const TEXTS = {
  en: {
    play: 'Play', rules: 'Rules', language: 'Language', mode: 'Opponent', vsComputer: 'The computer', online: 'Online (a friend)',
    variant: 'Variant', chess: 'chess', atomic: 'atomic chess', side: 'Side', white: 'White', black: 'Black', random: 'Random',
    level: 'Level', easy: 'easy', medium: 'medium', hard: 'hard', minutes: 'Clock (minutes, 0 = none)',
    start: 'Start', startStandard: 'the usual one', chess960: 'Chess960', chess960Number: 'Chess960 number (0–959, optional)', randomNumber: 'random',
    startFen: 'Start position (FEN, optional)', fenPlaceholder: 'the usual start', newGame: 'New game', code: 'Board code',
    join: 'Join', clockBlack: "Black's clock", clockWhite: "White's clock", board: 'Board', promotion: 'Promote to',
    invite: 'Invite link', copy: 'Copy link', undo: 'Undo', flip: 'Flip', view: '2D or 3D view', theme: 'Theme',
    th_felt: 'Classic felt', th_marble: 'Renaissance marble', th_sandstone: 'Stone-age sandstone', th_glacier: 'Glacier',
    th_amber: 'Jurassic amber', th_tidal: 'Tidal pool', th_medieval: 'Medieval chamber',
    resign: 'Resign', offerDraw: 'Offer a draw', acceptDraw: 'Accept the draw', declineDraw: 'Decline the draw',
    grantTakeback: 'Allow the takeback', declineTakeback: 'Refuse the takeback',
    movePlaceholder: 'type a move: e4, Nf3, e2e4', typeMove: 'Type a move in SAN or UCI', moves: 'Moves',
    rulesTitle: 'The rules, clause by clause',
    rulesIntro: 'Every rule Passant applies, as specs/RULES.md states it, and what the KeY prover proved of it.',
    clause: 'Clause', statement: 'Rule', proofStatus: 'Proof',
    footer: 'Passant: every move is judged by rules proved with KeY. Pieces and boards drawn for this project.',
    notYourMove: 'it is not your move', promoteTo: 'promote to {piece}',
    pawn: 'pawn', knight: 'knight', bishop: 'bishop', rook: 'rook', queen: 'queen', king: 'king',
    illegal: '{move} is illegal:', holds: 'holds', fails: 'fails',
    squareWith: '{sq}, {piece}', pieceOf: '{colour} {piece}', squareEmpty: '{sq}, empty', noGame: 'No game yet: choose and press New game.',
    youPlay: 'You play {side} ({variant}).', waiting: 'Waiting for the opponent to join.',
    whiteWins: 'White wins', blackWins: 'Black wins', draw: 'Draw', gameOver: 'Game over: {result}. {winner}: {reason}.',
    term_checkmate: 'checkmate', term_stalemate: 'stalemate', term_exploded: 'the king exploded', term_time: 'time forfeit',
    term_timeDraw: 'time ran out, but the opponent could not win', term_dead: 'dead position',
    term_threefold: 'threefold repetition', term_fivefold: 'fivefold repetition', term_fifty: 'fifty-move rule',
    term_seventyFive: 'seventy-five-move rule', term_resign: 'resignation', term_agreed: 'draw agreed', term_other: 'ended',
    yourMove: 'Your move.', thinking: 'The computer is thinking…', theirMove: "The opponent's move.", check: 'Check!',
    drawOffered: 'Your opponent offers a draw.', takebackAsked: 'Your opponent asks to take back a move.',
    to2d: 'Switch to the flat 2D board', to3d: 'Switch to the standing 3D board', copied: 'link copied',
    proofSummary: 'KeY closed {closed} of {total} contracts.', proved: 'proved by KeY ({contracts})',
    open: 'open: not all proofs closed ({contracts})', notProved: 'not a KeY contract: checked by tests',
    'err_no-board': 'there is no board {code}', 'err_seats-taken': 'board {code} has no open seat: both are taken',
    'err_not-your-turn': 'it is {turn}\'s move, not yours', 'err_game-over': 'the game is over',
    'err_waiting': 'the board is still waiting for an opponent', 'err_draw-offer-stands': 'your draw offer already stands',
    'err_takeback-stands': 'your takeback request already stands', 'err_no-draw-offer': 'there is no draw offer to answer',
    'err_no-takeback-request': 'there is no takeback request to answer', 'err_nothing-to-take-back': 'you have no move to take back',
    'err_not-a-seat': 'this browser holds no seat on this board', 'err_bad-fen': 'the start position (FEN) cannot be read',
    'err_fen-game-over': 'the game is already over in this start position', 'err_bad-move': '{move} cannot be read as a move',
    'err_slow-down': 'too many requests: slow down', 'err_server-full': 'the server is full: try again later',
    err_status: 'the server refused the request (HTTP {status})', err_network: 'the server cannot be reached',
    sec_EP: 'En passant', sec_AT: 'Atomic chess', sec_GAME: 'Outcomes and clocks', sec_PLAY: 'Playing on this page',
  },
  hi: {
    play: 'खेलें', rules: 'नियम', language: 'भाषा', mode: 'प्रतिद्वंद्वी', vsComputer: 'कंप्यूटर', online: 'ऑनलाइन (दोस्त)',
    variant: 'प्रकार', chess: 'शतरंज', atomic: 'एटॉमिक शतरंज', side: 'पक्ष', white: 'सफ़ेद', black: 'काला', random: 'कोई भी',
    level: 'स्तर', easy: 'आसान', medium: 'मध्यम', hard: 'कठिन', minutes: 'घड़ी (मिनट, 0 = कोई नहीं)',
    start: 'शुरुआत', startStandard: 'सामान्य', chess960: 'चेस960', chess960Number: 'चेस960 संख्या (0–959, वैकल्पिक)', randomNumber: 'कोई भी',
    startFen: 'शुरुआती स्थिति (FEN, वैकल्पिक)', fenPlaceholder: 'सामान्य शुरुआत', newGame: 'नया खेल', code: 'बोर्ड कोड',
    join: 'जुड़ें', clockBlack: 'काले की घड़ी', clockWhite: 'सफ़ेद की घड़ी', board: 'बोर्ड', promotion: 'प्यादा बदलें',
    invite: 'निमंत्रण लिंक', copy: 'लिंक कॉपी करें', undo: 'वापस लें', flip: 'बोर्ड घुमाएँ', view: '2D या 3D दृश्य', theme: 'थीम',
    th_felt: 'क्लासिक फ़ेल्ट', th_marble: 'पुनर्जागरण संगमरमर', th_sandstone: 'पाषाण युग बलुआ पत्थर', th_glacier: 'हिमनद',
    th_amber: 'जुरासिक अंबर', th_tidal: 'ज्वारीय ताल', th_medieval: 'मध्ययुगीन कक्ष',
    resign: 'हार मानें', offerDraw: 'ड्रॉ का प्रस्ताव', acceptDraw: 'ड्रॉ स्वीकार करें', declineDraw: 'ड्रॉ अस्वीकार करें',
    grantTakeback: 'चाल वापस लेने दें', declineTakeback: 'चाल वापस लेने से मना करें',
    movePlaceholder: 'चाल लिखें: e4, Nf3, e2e4', typeMove: 'SAN या UCI में चाल लिखें', moves: 'चालें',
    rulesTitle: 'नियम, धारा दर धारा',
    rulesIntro: 'Passant जो भी नियम लागू करता है, जैसा specs/RULES.md में लिखा है, और KeY ने उसके बारे में क्या सिद्ध किया।',
    clause: 'धारा', statement: 'नियम', proofStatus: 'प्रमाण',
    footer: 'Passant: हर चाल को KeY से सिद्ध नियम परखते हैं। मोहरे और बोर्ड इसी परियोजना के लिए बनाए गए।',
    notYourMove: 'यह आपकी चाल नहीं है', promoteTo: '{piece} बनाएँ',
    pawn: 'प्यादा', knight: 'घोड़ा', bishop: 'ऊँट', rook: 'हाथी', queen: 'वज़ीर', king: 'राजा',
    illegal: '{move} अवैध है:', holds: 'लागू है', fails: 'विफल',
    squareWith: '{sq}, {piece}', pieceOf: '{colour} {piece}', squareEmpty: '{sq}, ख़ाली', noGame: 'अभी कोई खेल नहीं: चुनें और नया खेल दबाएँ।',
    youPlay: 'आप {side} से खेल रहे हैं ({variant})।', waiting: 'प्रतिद्वंद्वी के जुड़ने की प्रतीक्षा।',
    whiteWins: 'सफ़ेद जीता', blackWins: 'काला जीता', draw: 'ड्रॉ', gameOver: 'खेल समाप्त: {result}। {winner}: {reason}।',
    term_checkmate: 'शह-मात', term_stalemate: 'स्टेलमेट', term_exploded: 'राजा फट गया', term_time: 'समय समाप्त',
    term_timeDraw: 'समय समाप्त, पर प्रतिद्वंद्वी जीत नहीं सकता था', term_dead: 'मृत स्थिति',
    term_threefold: 'तीन बार दोहराव', term_fivefold: 'पाँच बार दोहराव', term_fifty: 'पचास चालों का नियम',
    term_seventyFive: 'पचहत्तर चालों का नियम', term_resign: 'हार मानी', term_agreed: 'ड्रॉ पर सहमति', term_other: 'समाप्त',
    yourMove: 'आपकी चाल।', thinking: 'कंप्यूटर सोच रहा है…', theirMove: 'प्रतिद्वंद्वी की चाल।', check: 'शह!',
    drawOffered: 'प्रतिद्वंद्वी ड्रॉ का प्रस्ताव दे रहा है।', takebackAsked: 'प्रतिद्वंद्वी एक चाल वापस लेना चाहता है।',
    to2d: 'सपाट 2D बोर्ड पर जाएँ', to3d: 'खड़े 3D बोर्ड पर जाएँ', copied: 'लिंक कॉपी हुआ',
    proofSummary: 'KeY ने {total} में से {closed} अनुबंध सिद्ध किए।', proved: 'KeY से सिद्ध ({contracts})',
    open: 'खुला: सभी प्रमाण पूरे नहीं ({contracts})', notProved: 'KeY अनुबंध नहीं: परीक्षणों से जाँचा गया',
    'err_no-board': 'बोर्ड {code} मौजूद नहीं है', 'err_seats-taken': 'बोर्ड {code} पर कोई ख़ाली जगह नहीं: दोनों भर चुकी हैं',
    'err_not-your-turn': 'अभी {turn} की चाल है, आपकी नहीं', 'err_game-over': 'खेल समाप्त हो चुका है',
    'err_waiting': 'बोर्ड अभी भी प्रतिद्वंद्वी की प्रतीक्षा में है', 'err_draw-offer-stands': 'आपका ड्रॉ प्रस्ताव पहले से है',
    'err_takeback-stands': 'आपका चाल वापस लेने का अनुरोध पहले से है', 'err_no-draw-offer': 'जवाब देने के लिए कोई ड्रॉ प्रस्ताव नहीं है',
    'err_no-takeback-request': 'जवाब देने के लिए चाल वापस लेने का कोई अनुरोध नहीं है', 'err_nothing-to-take-back': 'आपके पास वापस लेने को कोई चाल नहीं है',
    'err_not-a-seat': 'इस ब्राउज़र की इस बोर्ड पर कोई जगह नहीं है', 'err_bad-fen': 'शुरुआती स्थिति (FEN) पढ़ी नहीं जा सकी',
    'err_fen-game-over': 'इस शुरुआती स्थिति में खेल पहले ही समाप्त है', 'err_bad-move': '{move} को चाल के रूप में पढ़ा नहीं जा सका',
    'err_slow-down': 'बहुत ज़्यादा अनुरोध: थोड़ा धीरे', 'err_server-full': 'सर्वर भरा है: बाद में फिर कोशिश करें',
    err_status: 'सर्वर ने अनुरोध अस्वीकार किया (HTTP {status})', err_network: 'सर्वर तक पहुँचा नहीं जा सका',
    sec_EP: 'एन पासां', sec_AT: 'एटॉमिक शतरंज', sec_GAME: 'खेल के परिणाम और घड़ियाँ', sec_PLAY: 'इस पेज पर खेलना',
  },
  ru: {
    play: 'Играть', rules: 'Правила', language: 'Язык', mode: 'Соперник', vsComputer: 'Компьютер', online: 'Онлайн (с другом)',
    variant: 'Вариант', chess: 'шахматы', atomic: 'атомные шахматы', side: 'Цвет', white: 'Белые', black: 'Чёрные', random: 'Случайно',
    level: 'Уровень', easy: 'лёгкий', medium: 'средний', hard: 'сложный', minutes: 'Часы (минуты, 0 = без часов)',
    start: 'Расстановка', startStandard: 'обычная', chess960: 'шахматы Фишера (Chess960)', chess960Number: 'Номер Chess960 (0–959, необязательно)', randomNumber: 'случайный',
    startFen: 'Начальная позиция (FEN, необязательно)', fenPlaceholder: 'обычная расстановка', newGame: 'Новая партия',
    code: 'Код доски', join: 'Войти', clockBlack: 'Часы чёрных', clockWhite: 'Часы белых', board: 'Доска',
    promotion: 'Превращение в', invite: 'Ссылка-приглашение', copy: 'Копировать ссылку', undo: 'Отменить ход',
    flip: 'Перевернуть', view: 'Вид 2D или 3D', theme: 'Тема',
    th_felt: 'Классическое сукно', th_marble: 'Ренессансный мрамор', th_sandstone: 'Песчаник каменного века', th_glacier: 'Ледник',
    th_amber: 'Юрский янтарь', th_tidal: 'Приливная заводь', th_medieval: 'Средневековый зал',
    resign: 'Сдаться', offerDraw: 'Предложить ничью', acceptDraw: 'Принять ничью', declineDraw: 'Отклонить ничью',
    grantTakeback: 'Разрешить вернуть ход', declineTakeback: 'Не разрешать вернуть ход',
    movePlaceholder: 'введите ход: e4, Nf3, e2e4', typeMove: 'Введите ход в SAN или UCI', moves: 'Ходы',
    rulesTitle: 'Правила, пункт за пунктом',
    rulesIntro: 'Каждое правило Passant, как его формулирует specs/RULES.md, и что о нём доказал KeY.',
    clause: 'Пункт', statement: 'Правило', proofStatus: 'Доказательство',
    footer: 'Passant: каждый ход проверяют правила, доказанные в KeY. Фигуры и доски нарисованы для проекта.',
    notYourMove: 'сейчас не ваш ход', promoteTo: 'превратить в: {piece}',
    pawn: 'пешка', knight: 'конь', bishop: 'слон', rook: 'ладья', queen: 'ферзь', king: 'король',
    illegal: 'Ход {move} невозможен:', holds: 'выполнено', fails: 'нарушено',
    squareWith: '{sq}, {piece}', pieceOf: '{piece} ({colour})', squareEmpty: '{sq}, пусто', noGame: 'Партии пока нет: выберите и нажмите «Новая партия».',
    youPlay: 'Вы играете: {side} ({variant}).', waiting: 'Ждём соперника.',
    whiteWins: 'Белые победили', blackWins: 'Чёрные победили', draw: 'Ничья', gameOver: 'Партия окончена: {result}. {winner}: {reason}.',
    term_checkmate: 'мат', term_stalemate: 'пат', term_exploded: 'король взорван', term_time: 'время истекло',
    term_timeDraw: 'время истекло, но соперник не мог выиграть', term_dead: 'мёртвая позиция',
    term_threefold: 'троекратное повторение', term_fivefold: 'пятикратное повторение', term_fifty: 'правило 50 ходов',
    term_seventyFive: 'правило 75 ходов', term_resign: 'сдача', term_agreed: 'ничья по соглашению', term_other: 'окончена',
    yourMove: 'Ваш ход.', thinking: 'Компьютер думает…', theirMove: 'Ход соперника.', check: 'Шах!',
    drawOffered: 'Соперник предлагает ничью.', takebackAsked: 'Соперник просит вернуть ход.',
    to2d: 'Плоская доска 2D', to3d: 'Объёмная доска 3D', copied: 'ссылка скопирована',
    proofSummary: 'KeY доказал {closed} из {total} контрактов.', proved: 'доказано в KeY ({contracts})',
    open: 'не доказано до конца ({contracts})', notProved: 'не контракт KeY: проверено тестами',
    'err_no-board': 'доски {code} нет', 'err_seats-taken': 'на доске {code} нет свободного места: оба заняты',
    'err_not-your-turn': 'сейчас ход соперника ({turn}), а не ваш', 'err_game-over': 'партия уже окончена',
    'err_waiting': 'доска ещё ждёт соперника', 'err_draw-offer-stands': 'ваше предложение ничьей уже сделано',
    'err_takeback-stands': 'ваша просьба вернуть ход уже отправлена', 'err_no-draw-offer': 'нет предложения ничьей, на которое можно ответить',
    'err_no-takeback-request': 'нет просьбы вернуть ход, на которую можно ответить', 'err_nothing-to-take-back': 'вам нечего возвращать: вы ещё не ходили',
    'err_not-a-seat': 'у этого браузера нет места за этой доской', 'err_bad-fen': 'начальную позицию (FEN) не удалось прочитать',
    'err_fen-game-over': 'в этой начальной позиции партия уже окончена', 'err_bad-move': 'не удалось прочитать ход {move}',
    'err_slow-down': 'слишком много запросов: помедленнее', 'err_server-full': 'сервер заполнен: попробуйте позже',
    err_status: 'сервер отклонил запрос (HTTP {status})', err_network: 'сервер недоступен',
    sec_EP: 'Взятие на проходе', sec_AT: 'Атомные шахматы', sec_GAME: 'Исход партии и часы', sec_PLAY: 'Игра на этой странице',
  },
  es: {
    play: 'Jugar', rules: 'Reglas', language: 'Idioma', mode: 'Rival', vsComputer: 'El ordenador', online: 'En línea (un amigo)',
    variant: 'Variante', chess: 'ajedrez', atomic: 'ajedrez atómico', side: 'Bando', white: 'Blancas', black: 'Negras', random: 'Al azar',
    level: 'Nivel', easy: 'fácil', medium: 'medio', hard: 'difícil', minutes: 'Reloj (minutos, 0 = sin reloj)',
    start: 'Inicio', startStandard: 'el habitual', chess960: 'ajedrez960', chess960Number: 'Número de ajedrez960 (0–959, opcional)', randomNumber: 'al azar',
    startFen: 'Posición inicial (FEN, opcional)', fenPlaceholder: 'la posición de salida', newGame: 'Partida nueva',
    code: 'Código del tablero', join: 'Unirse', clockBlack: 'Reloj de las negras', clockWhite: 'Reloj de las blancas',
    board: 'Tablero', promotion: 'Coronar en', invite: 'Enlace de invitación', copy: 'Copiar enlace', undo: 'Deshacer',
    flip: 'Girar', view: 'Vista 2D o 3D', theme: 'Tema',
    th_felt: 'Fieltro clásico', th_marble: 'Mármol renacentista', th_sandstone: 'Arenisca de la Edad de Piedra', th_glacier: 'Glaciar',
    th_amber: 'Ámbar jurásico', th_tidal: 'Charca de marea', th_medieval: 'Sala medieval',
    resign: 'Abandonar', offerDraw: 'Ofrecer tablas', acceptDraw: 'Aceptar tablas', declineDraw: 'Rechazar tablas',
    grantTakeback: 'Permitir deshacer', declineTakeback: 'No permitir deshacer',
    movePlaceholder: 'escribe una jugada: e4, Nf3, e2e4', typeMove: 'Escribe una jugada en SAN o UCI', moves: 'Jugadas',
    rulesTitle: 'Las reglas, cláusula a cláusula',
    rulesIntro: 'Cada regla que aplica Passant, tal como la enuncia specs/RULES.md, y lo que demostró de ella KeY.',
    clause: 'Cláusula', statement: 'Regla', proofStatus: 'Demostración',
    footer: 'Passant: cada jugada la juzgan reglas demostradas con KeY. Piezas y tableros dibujados para el proyecto.',
    notYourMove: 'no es tu turno', promoteTo: 'coronar en {piece}',
    pawn: 'peón', knight: 'caballo', bishop: 'alfil', rook: 'torre', queen: 'dama', king: 'rey',
    illegal: '{move} es ilegal:', holds: 'se cumple', fails: 'no se cumple',
    squareWith: '{sq}, {piece}', pieceOf: '{piece} ({colour})', squareEmpty: '{sq}, vacía', noGame: 'Aún no hay partida: elige y pulsa Partida nueva.',
    youPlay: 'Juegas con {side} ({variant}).', waiting: 'Esperando a que se una el rival.',
    whiteWins: 'Ganan las blancas', blackWins: 'Ganan las negras', draw: 'Tablas', gameOver: 'Fin de la partida: {result}. {winner}: {reason}.',
    term_checkmate: 'jaque mate', term_stalemate: 'ahogado', term_exploded: 'el rey explotó', term_time: 'tiempo agotado',
    term_timeDraw: 'se agotó el tiempo, pero el rival no podía ganar', term_dead: 'posición muerta',
    term_threefold: 'triple repetición', term_fivefold: 'quíntuple repetición', term_fifty: 'regla de las cincuenta jugadas',
    term_seventyFive: 'regla de las setenta y cinco jugadas', term_resign: 'abandono', term_agreed: 'tablas acordadas', term_other: 'terminada',
    yourMove: 'Te toca.', thinking: 'El ordenador está pensando…', theirMove: 'Le toca al rival.', check: '¡Jaque!',
    drawOffered: 'Tu rival ofrece tablas.', takebackAsked: 'Tu rival pide deshacer una jugada.',
    to2d: 'Cambiar al tablero plano 2D', to3d: 'Cambiar al tablero de pie 3D', copied: 'enlace copiado',
    proofSummary: 'KeY cerró {closed} de {total} contratos.', proved: 'demostrada con KeY ({contracts})',
    open: 'abierta: no todas las demostraciones cerraron ({contracts})', notProved: 'no es un contrato de KeY: comprobada con pruebas',
    'err_no-board': 'no existe el tablero {code}', 'err_seats-taken': 'el tablero {code} no tiene sitio libre: los dos están ocupados',
    'err_not-your-turn': 'juegan las {turn}, no te toca', 'err_game-over': 'la partida ya ha terminado',
    'err_waiting': 'el tablero aún espera a un rival', 'err_draw-offer-stands': 'tu oferta de tablas ya está hecha',
    'err_takeback-stands': 'tu petición de deshacer ya está hecha', 'err_no-draw-offer': 'no hay ninguna oferta de tablas que responder',
    'err_no-takeback-request': 'no hay ninguna petición de deshacer que responder', 'err_nothing-to-take-back': 'no tienes ninguna jugada que deshacer',
    'err_not-a-seat': 'este navegador no tiene sitio en este tablero', 'err_bad-fen': 'no se pudo leer la posición inicial (FEN)',
    'err_fen-game-over': 'en esta posición inicial la partida ya ha terminado', 'err_bad-move': 'no se pudo leer {move} como jugada',
    'err_slow-down': 'demasiadas peticiones: más despacio', 'err_server-full': 'el servidor está lleno: inténtalo más tarde',
    err_status: 'el servidor rechazó la petición (HTTP {status})', err_network: 'no se puede contactar con el servidor',
    sec_EP: 'Captura al paso', sec_AT: 'Ajedrez atómico', sec_GAME: 'Resultados y relojes', sec_PLAY: 'Jugar en esta página',
  },
};

export const LANGUAGES = Object.keys(TEXTS);
let current = 'en';

export function language() {
  return current;
}

export function setLanguage(lang) {
  current = TEXTS[lang] ? lang : 'en';
  document.documentElement.lang = current;
}

/** The first of the browser's languages the page speaks (navigator.languages), else English. */
export function chooseLanguage(preferred) {
  for (const l of preferred || []) {
    const base = String(l).toLowerCase().split('-')[0];
    if (TEXTS[base]) return base;
  }
  return 'en';
}

export function t(key, values = {}) {
  const text = TEXTS[current][key] ?? TEXTS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k) => (values[k] ?? ''));
}

/** Whether the page has words for {@code key} (in English at least). */
export function hasText(key) {
  return key in TEXTS.en;
}

/** Fills every data-i18n (text), data-i18n-label (aria-label) and data-i18n-placeholder. */
export function translatePage() {
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
  for (const el of document.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
  document.title = 'Passant — ' + t('play');
}

/** For the tests: every language has every key English has. */
export function missingKeys() {
  const out = [];
  for (const l of LANGUAGES) for (const k of Object.keys(TEXTS.en)) if (!(k in TEXTS[l])) out.push(l + ':' + k);
  return out;
}
