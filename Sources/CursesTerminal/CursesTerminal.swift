import CNcursesw
import Screens
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// The interactive terminal: draws frames and reads keys through ncurses.
///
/// Termination signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) are held back while the terminal is in
/// use: `readKey` stops waiting when one arrives, and `pendingSignal` tells the loop, which should
/// then call `restore()` and exit. A terminal that hangs up (standard input reports POLLHUP, as
/// when the window closes and no SIGHUP comes) counts as SIGHUP. An exit handler gives the
/// terminal back if the program ends without calling `restore()`, and a crash handler (see
/// `mamsim_crash_reset_install` in CNcursesw) does so if a Swift runtime trap or a bad access
/// ends it. Each palette slot mamsim redefined is put back (OSC 104) on every way out, the crash
/// path included.
public final class CursesTerminal: Terminal {
  /// The colour depth in use, detected from terminfo, the environment and the terminal's answer
  /// to the palette query (which is read before the first frame, see `readPaletteAnswer()`;
  /// until then, the depth of a terminal that does not answer).
  public private(set) var colorDepth: ColorDepth
  /// The curses window covering the screen.
  private let window: UnsafeMutablePointer<WINDOW>
  /// Styles to attributes and colour pairs.
  private var palette: CursesColorPalette
  /// The palette query that went out and whose answer is not read yet: when it was sent, and
  /// the depth to use when the terminal answers it.
  private var pendingPaletteQuery: (sent: timespec, redefinable: ColorDepth)?
  /// The frame on screen, or nil before the first draw.
  private var previous: CellBuffer?
  /// True while the hardware cursor is shown.
  private var cursorVisible = false
  /// True once `restore()` ran.
  private var restored = false
  /// The signal mask in force before the termination signals were blocked.
  private var previousSignalMask: TerminationSignals.SavedMask
  /// A termination signal taken from the pending set, kept until the program exits.
  private var caughtSignal: Int32?
  /// True once standard input hung up: no key will come again.
  private var inputEnded = false
  /// Whether the terminal can put a palette slot back (it has `orig_colors`, e.g. OSC 104).
  private let canResetSlots: Bool
  /// Whether the terminal has an alternate screen (`smcup`/`rmcup`) that keeps the shell's
  /// screen while mamsim draws.
  private let hasAlternateScreen: Bool
  /// How many redefined palette slots the crash reset sequence already puts back.
  private var slotsInCrashReset = 0
  /// True to trap after the first frame (debug builds only), to test the crash handler.
  private let trapsAfterFirstFrame: Bool
  /// The longest wait between two looks for a pending signal.
  private static let signalPollMilliseconds: Int32 = 100

  /// How long the palette query waits for the terminal's answers, in milliseconds.
  private static let paletteQueryMilliseconds: Int32 = 250

  /// Takes over the terminal on standard input and output.
  ///
  /// - Parameters:
  ///   - environment: the process environment (`TERM`, `NO_COLOR`, `COLORTERM`).
  ///   - palette: whether palette slots may be redefined (by default, only if the terminal
  ///     answers a palette query).
  /// - Throws: `CursesTerminalError` when standard input or output is not a terminal, or when
  ///   no terminfo entry can be loaded for `TERM`.
  public init(environment: [String: String], palette choice: PaletteChoice = .ask)
    throws(CursesTerminalError)
  {
    guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
    if let fallback = LocaleSetup.apply(environment: environment) {
      let line = Array((fallback + "\n").utf8)
      _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
    mamsim_crash_reset_save_modes()
    // A terminal that says it shows 24-bit colour (COLORTERM) under a terminfo entry without the
    // RGB flag is driven through the entry's direct-colour sibling when one is installed
    // (xterm-256color → xterm-direct, from Debian's ncurses-term), so exact colours are drawn.
    let direct = Self.directColorType(environment: environment)
    let opened =
      direct.map { name in name.withCString { newterm($0, mamsim_stdout(), mamsim_stdin()) } }
      ?? newterm(nil, mamsim_stdout(), mamsim_stdin())
    guard opened != nil, let window = mamsim_stdscr() else {
      throw .unknownTerminalType(environment["TERM"] ?? "")
    }
    self.window = window
    // `orig_colors` (xterm's OSC 104) puts a redefined palette slot back.
    canResetSlots = mamsim_has_capability("oc") != 0
    hasAlternateScreen = mamsim_has_capability("rmcup") != 0
    #if DEBUG
      trapsAfterFirstFrame = environment["MAMSIM_DEBUG_TRAP_AFTER_FIRST_FRAME"] == "1"
    #else
      trapsAfterFirstFrame = false
    #endif
    atexit { mamsim_restore_at_exit() }
    previousSignalMask = TerminationSignals.block()
    for capability in ["sgr0", "cnorm", "rmkx"] { mamsim_crash_reset_append_capability(capability) }
    mamsim_crash_reset_append(
      "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l" + Self.bracketedPasteOff)
    mamsim_crash_reset_append_capability("rmcup")
    // A terminal without an alternate screen (the Linux console, a VT100) would keep the last
    // frame, the shell's prompt written into its key-hint row: its screen is cleared instead.
    if !hasAlternateScreen { mamsim_crash_reset_append_capability("clear") }
    mamsim_crash_reset_append("\r\n")
    mamsim_crash_reset_install()

    raw()
    noecho()
    nonl()
    keypad(window, true)
    set_escdelay(25)
    curs_set(0)
    mousemask(mamsim_left_click_mask(), nil)
    mouseinterval(0)
    // Bracketed paste: the terminal marks pasted text, which then arrives as one `.paste`
    // rather than as keys (a Tab or a space in it would move the focus or press a button).
    define_key(Self.pasteBeginSequence, Self.pasteBeginCode)
    define_key(Self.pasteEndSequence, Self.pasteEndCode)
    Self.writeDirectly(Self.bracketedPasteOn)

    var depth = ColorDepth.monochrome
    var query: (sent: timespec, redefinable: ColorDepth)?
    if has_colors(), start_color() == OK {
      use_default_colors()
      let hasRGBFlag = mamsim_has_rgb_flag() != 0
      var detectionEnvironment = environment
      if !hasRGBFlag {
        // Without the terminfo flag curses cannot send 24-bit colours, whatever COLORTERM says.
        detectionEnvironment["COLORTERM"] = nil
      }
      depth = ColorDepth.detect(
        environment: detectionEnvironment, colors: Int(mamsim_colors()),
        canChangeColor: can_change_color(), hasRGBFlag: hasRGBFlag)
      if case .paletteRedefinable(let colors) = depth, choice != .redefine {
        let unanswered: ColorDepth = colors >= 256 ? .palette256 : .palette16
        // The query goes out now and its answer is read before the first frame: the app
        // launches while it travels.
        var sent = timespec()
        if choice == .ask, mamsim_send_palette_query(16, &sent) == 0 {
          query = (sent, depth)
        }
        depth = unanswered
      }
    }
    colorDepth = depth
    pendingPaletteQuery = query
    palette = CursesColorPalette(depth: depth)
  }

  /// Reads the terminal's answer to the palette query, if one is out (waiting at most
  /// `paletteQueryMilliseconds` from when it was sent), and redefines slots only when the
  /// terminal answered it. Called before the first frame, before the first key is read, and when
  /// the terminal is given back, so the answer never reaches the keys or the shell.
  private func readPaletteAnswer() {
    guard var query = pendingPaletteQuery else { return }
    pendingPaletteQuery = nil
    if mamsim_await_palette_answer(&query.sent, Self.paletteQueryMilliseconds) == 1 {
      colorDepth = query.redefinable
      palette = CursesColorPalette(depth: colorDepth)
    }
  }

  deinit {
    restore()
  }

  /// The current screen size in cells.
  public var size: TerminalSize {
    TerminalSize(columns: Int(mamsim_columns(window)), rows: Int(mamsim_rows(window)))
  }

  /// The direct-colour terminfo entry to use instead of `TERM`'s, or nil: only when `COLORTERM`
  /// says `truecolor` or `24bit`, `TERM`'s own entry lacks the RGB flag, and the sibling entry
  /// (`NAME-direct` for `NAME` or `NAME-256color`) is installed.
  static func directColorType(environment: [String: String]) -> String? {
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    guard colorTerm == "truecolor" || colorTerm == "24bit",
      environment["NO_COLOR"].map(\.isEmpty) ?? true,
      let name = environment["TERM"], !name.isEmpty, !name.hasSuffix("-direct"),
      mamsim_terminal_type_known(name) != 0, mamsim_terminal_type_has_rgb(name) == 0
    else { return nil }
    let base = name.hasSuffix("-256color") ? String(name.dropLast("-256color".count)) : name
    let sibling = base + "-direct"
    return mamsim_terminal_type_known(sibling) != 0 ? sibling : nil
  }

  /// Throws what `init(environment:)` would throw, without taking the terminal: so a command can
  /// refuse before it creates anything.
  public static func checkUsable(environment: [String: String]) throws(CursesTerminalError) {
    guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
    let name = environment["TERM"] ?? ""
    guard !name.isEmpty, mamsim_terminal_type_known(name) != 0 else {
      throw .unknownTerminalType(name)
    }
  }

  /// A termination signal (SIGINT, SIGTERM, SIGHUP or SIGQUIT) that arrived, or nil; SIGHUP
  /// when standard input hung up.
  public var pendingSignal: Int32? {
    if caughtSignal == nil, !restored {
      if let signal = TerminationSignals.take() {
        caughtSignal = signal
      } else if inputEnded {
        caughtSignal = SIGHUP
      }
    }
    return caughtSignal
  }

  /// Writes the cells that differ from the frame on screen into curses' window (every cell after
  /// a new size), then updates the screen once.
  ///
  /// This is the one comparison of frames on the way to the terminal: writing cells that did
  /// not change makes curses send more (about 10 more bytes a typed PIN digit, 9 B/s idle).
  public func draw(_ buffer: CellBuffer) {
    guard !restored else { return }
    readPaletteAnswer()
    var shown = previous.flatMap { $0.size == buffer.size ? $0 : nil }
    if previous == nil {
      // The first frame goes onto the blank screen curses starts with.
      shown = CellBuffer(size: buffer.size)
    } else if shown == nil {
      clearok(window, true)
    }
    // Neighbouring cells mostly share a style: map each run's style to curses once.
    var lastStyle: CellStyle?
    var lastAttributes: (attributes: attr_t, pair: Int32) = (0, 0)
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        if cell.isContinuation || shown?[x, y] == cell { continue }
        if cell.style != lastStyle {
          lastStyle = cell.style
          lastAttributes = palette.attributes(for: cell.style)
        }
        var text = cell.text
        text.withUTF8 { put($0, attributes: lastAttributes, x: x, y: y) }
      }
    }
    if let target = buffer.cursorPosition {
      if !cursorVisible { curs_set(1) }
      cursorVisible = true
      wmove(window, Int32(target.y), Int32(target.x))
    } else if cursorVisible {
      curs_set(0)
      cursorVisible = false
    }
    wnoutrefresh(window)
    doupdate()
    previous = buffer
    let slots = palette.redefinedSlots
    if canResetSlots, slots.count > slotsInCrashReset {
      for slot in slots[slotsInCrashReset...] { mamsim_crash_reset_append(Self.slotReset(slot)) }
      slotsInCrashReset = slots.count
    }
    if trapsAfterFirstFrame { preconditionFailure("MAMSIM_DEBUG_TRAP_AFTER_FIRST_FRAME") }
  }

  /// Waits up to `timeout` for a key; nil when none came, or at once when a signal is pending.
  public func readKey(timeout: Duration) -> Key? {
    readPaletteAnswer()
    let (seconds, attoseconds) = timeout.components
    let total = max(0, min(Int64(Int32.max), seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    var remaining = Int32(total)
    repeat {
      guard !restored, pendingSignal == nil else { return nil }
      let slice = min(remaining, Self.signalPollMilliseconds)
      remaining -= slice
      if let key = readOneKey(waitingMilliseconds: slice) { return key }
    } while remaining > 0
    return nil
  }

  /// Gives the terminal back: shows the cursor, leaves curses, puts back exactly the palette
  /// slots it redefined (OSC 104 for each; curses itself resets none, as it did not define them)
  /// and lets signals through again. Later calls do nothing.
  public func restore() {
    guard !restored else { return }
    readPaletteAnswer()
    _ = pendingSignal
    restored = true
    curs_set(1)
    endwin()
    // Without an alternate screen the last frame would stay, and the shell's prompt would land
    // in its key-hint row: the screen is cleared, the cursor at its top.
    if !hasAlternateScreen { mamsim_put_capability("clear") }
    Self.writeDirectly(Self.bracketedPasteOff)
    mamsim_crash_reset_uninstall()
    let slots = palette.redefinedSlots
    if canResetSlots, !slots.isEmpty {
      fputs(slots.map(Self.slotReset).joined(), mamsim_stdout())
      fflush(mamsim_stdout())
    }
    TerminationSignals.restore(previousSignalMask)
  }

  /// The sequence that puts palette slot `slot` back to the terminal's own colour (OSC 104).
  private static func slotReset(_ slot: Int32) -> String {
    "\u{1B}]104;\(slot)\u{07}"
  }

  /// Reads one key, waiting at most `milliseconds`; nil for nothing or for input mamsim ignores.
  private func readOneKey(waitingMilliseconds milliseconds: Int32) -> Key? {
    wtimeout(window, milliseconds)
    var value: wint_t = 0
    switch wget_wch(window, &value) {
    case KEY_CODE_YES:
      let code = Int32(bitPattern: value)
      if code == Self.pasteBeginCode { return readPaste() }
      return code == KEY_MOUSE ? readMouse() : CursesKeyMapper.key(forKeyCode: code)
    case OK:
      if value == Self.controlZ { return suspend() }
      if value == Self.controlL { return repaint() }
      guard value == 27 else { return CursesKeyMapper.key(forCharacter: value) }
      // Keys sent as ESC + key (Alt) arrive together; a lone ESC has nothing after it.
      wtimeout(window, 0)
      var next: wint_t = 0
      guard wget_wch(window, &next) == OK else { return .escape }
      if next == UInt32(UInt8(ascii: "[")) || next == UInt32(UInt8(ascii: "O"))
        || next == UInt32(UInt8(ascii: "]"))
      {
        return readEscapeSequence(startingWith: UInt32(next))
      }
      if let key = CursesKeyMapper.key(afterEscape: next) { return key }
      // Not an Alt key (ESC ESC, ESC Tab, ...): keep the second code for the next read.
      unget_wch(wchar_t(bitPattern: next))
      return .escape
    default:
      if mamsim_input_hung_up() != 0 { inputEnded = true }
      return nil
    }
  }

  /// The rest of an escape sequence curses did not know (`ESC [ 1 ~` from a Linux console's
  /// Home, `ESC [ 1 5 ~` from a VT220's F5, a late `ESC ]` answer), read whole: the key it
  /// stands for (`CursesKeyMapper.key(forEscapeSequence:)`), or nil, so that none of it is
  /// typed into a field as text. `first` is what followed the ESC.
  private func readEscapeSequence(startingWith first: UInt32) -> Key? {
    var body = [first]
    var next: wint_t = 0
    // A sequence arrives in one piece; 64 characters is more than any key or late terminal
    // answer (a palette colour) sends.
    while body.count < 64, wget_wch(window, &next) == OK {
      body.append(UInt32(next))
      if EscapeSequence.isComplete(body) { return CursesKeyMapper.key(forEscapeSequence: body) }
    }
    return nil
  }

  /// What the terminal sends before and after pasted text, and the key codes curses is told to
  /// give for them (above every code of its own).
  private static let pasteBeginSequence = "\u{1B}[200~"
  private static let pasteEndSequence = "\u{1B}[201~"
  private static let pasteBeginCode: Int32 = 0x2000
  private static let pasteEndCode: Int32 = 0x2001
  /// The sequences that turn bracketed paste on and off.
  private static let bracketedPasteOn = "\u{1B}[?2004h"
  private static let bracketedPasteOff = "\u{1B}[?2004l"
  /// The most characters of one paste kept; the rest is read and dropped.
  private static let pasteLimit = 65_536

  /// Writes `sequence` to the terminal at once, outside curses' own output.
  private static func writeDirectly(_ sequence: String) {
    fputs(sequence, mamsim_stdout())
    fflush(mamsim_stdout())
  }

  /// The text pasted after the paste's start, up to its end (or a pause of half a second in
  /// the middle of it, should the end never come).
  private func readPaste() -> Key {
    var text = ""
    var count = 0
    wtimeout(window, 500)
    while true {
      var value: wint_t = 0
      let status = wget_wch(window, &value)
      if status == KEY_CODE_YES {
        if Int32(bitPattern: value) == Self.pasteEndCode { break }
        continue
      }
      guard status == OK else { break }
      guard count < Self.pasteLimit, let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      text.unicodeScalars.append(scalar)
      count += 1
    }
    return .paste(text)
  }

  /// Ctrl-Z as raw mode delivers it: a character, where the terminal would have suspended.
  private static let controlZ: wint_t = 26

  /// Ctrl-L, which full-screen programs take for "draw the whole screen again".
  private static let controlL: wint_t = 12

  /// Draws the whole screen again from what curses holds, as after something else wrote over
  /// it; returns `.resize` so the front lays itself out for the terminal's size too.
  private func repaint() -> Key {
    clearok(window, true)
    wrefresh(window)
    return .resize
  }

  /// Suspends mamsim as any full-screen program does on Ctrl-Z (curses' SIGTSTP handler gives
  /// the terminal back and takes it again on `fg`; the palette slots mamsim redefined are put
  /// back meanwhile and redefined after), then repaints the whole screen; returns
  /// `.resize` so the front lays itself out for the terminal's size, which may have changed.
  private func suspend() -> Key {
    let slots = palette.redefinedSlots
    if canResetSlots, !slots.isEmpty {
      fputs(slots.map(Self.slotReset).joined(), mamsim_stdout())
      fflush(mamsim_stdout())
    }
    Self.writeDirectly(Self.bracketedPasteOff)
    mamsim_suspend()
    Self.writeDirectly(Self.bracketedPasteOn)
    palette.redefineAgain()
    clearok(window, true)
    wrefresh(window)
    return .resize
  }

  /// The click behind a `KEY_MOUSE`, or nil for other mouse events.
  private func readMouse() -> Key? {
    var event = MEVENT()
    guard getmouse(&event) == OK, event.bstate & mamsim_left_click_mask() != 0 else { return nil }
    return .mouse(x: Int(event.x), y: Int(event.y))
  }

  /// Writes one cell's text (a wide character once, curses fills its second column), without
  /// allocating: the characters go through a small buffer on the stack.
  private func put(
    _ utf8: UnsafeBufferPointer<UInt8>, attributes: (attributes: attr_t, pair: Int32), x: Int,
    y: Int
  ) {
    let capacity = Int(CCHARW_MAX)
    withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: capacity) { characters in
      var count = 0
      if utf8.count == 1 {
        // Most cells hold one ASCII character: no need to decode scalars.
        characters[0] = wchar_t(utf8[0])
        count = 1
      } else {
        var decoder = UTF8()
        var bytes = utf8.makeIterator()
        decoding: while count < capacity - 1 {
          switch decoder.decode(&bytes) {
          case .scalarValue(let scalar):
            characters[count] = wchar_t(scalar.value)
            count += 1
          case .emptyInput, .error: break decoding
          }
        }
      }
      if count == 0 {
        characters[0] = wchar_t(32)
        count = 1
      }
      characters[count] = 0
      var complex = cchar_t()
      var extendedPair = attributes.pair
      setcchar(&complex, characters.baseAddress, attributes.attributes, 0, &extendedPair)
      mvwadd_wch(window, Int32(y), Int32(x), &complex)
    }
  }

}
