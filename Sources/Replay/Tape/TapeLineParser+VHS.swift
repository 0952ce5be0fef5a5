import SessionEngine

/// Parsing the parts of VHS's grammar that mamsim reads differently or skips: key combinations,
/// `Type` with several strings, `Sleep` with a separate unit, the raster settings, sizes in
/// pixels, and the VHS commands that have no meaning in mamsim.
extension TapeLineParser {
  /// The control characters mamsim presses with `Ctrl`.
  static let controlCharacters = "abcdefghijklmnopqrstuvwxyz[\\]^_"

  /// The named keys VHS takes after `Ctrl+`.
  static let vhsControlKeys: Set<String> = [
    "Enter", "Space", "Backspace", "Left", "Right", "Up", "Down",
  ]

  /// The words VHS reads as keywords rather than text after `Alt+` or `Shift+`.
  static let vhsKeywords: Set<String> = Set(TapeVocabulary.commandsAndKeys).union(
    TapeVocabulary.allSettings
  ).union(["true", "false", "ms", "s", "m", "px", "em"])

  /// `Ctrl+...`, `Alt+...` or `Shift+...`: a key mamsim presses, letters to type (`Shift+A`), or
  /// a combination VHS accepts that mamsim has no key for (skipped with a warning).
  mutating func combination(
    _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> TapeCommand? {
    guard let (text, column) = head.modifier, !text.isEmpty else {
      throw error(
        head.column, "\(head.name) needs a key after +",
        .note("for example: \(head.name == "Shift" ? "Shift+Tab" : head.name + "+C")"))
    }
    var modifiers = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    let key = modifiers.removeLast()
    let chord = "\(head.name)+\(text)"
    if key.isEmpty, text != "+" {
      throw error(column, "\(chord) needs a key after the last +")
    }
    switch head.name {
    case "Ctrl":
      guard modifiers.allSatisfy({ $0 == "Alt" || $0 == "Shift" }) else {
        throw error(
          column, "\(chord) is not a control key",
          .note("Alt and Shift may come between Ctrl and the key, as in Ctrl+Shift+P"))
      }
      if modifiers.isEmpty, key.count == 1, let character = key.lowercased().first,
        Self.controlCharacters.contains(character)
      {
        return try keyPress(.control(character), head, arguments)
      }
      let single = key.count == 1 && key.first.map { !$0.isNumber && !$0.isWhitespace } == true
      guard single || Self.vhsControlKeys.contains(key) else {
        throw error(
          column, "\(chord) is not a control key",
          .note("Ctrl takes one letter or one of [ \\ ] ^ _, as in Ctrl+C"))
      }
    case "Alt":
      if modifiers.isEmpty, key.count == 1, let character = key.first {
        return try keyPress(.alt(character), head, arguments)
      }
      guard modifiers.isEmpty, key == "Enter" || key == "Tab" || !Self.vhsKeywords.contains(key)
      else {
        throw error(
          column, "\(chord) is not a key mamsim knows",
          .note("Alt takes a single character, as in Alt+X"))
      }
    default:
      if modifiers.isEmpty, key == "Tab" { return try keyPress(.backTab, head, arguments) }
      if modifiers.isEmpty, key.count == 1, let character = key.first, character.isLetter {
        let count = try repeatCount(arguments, written: chord)
        let letters = String(repeating: character.uppercased(), count: count)
        return .type(letters, speed: try speed(head))
      }
      guard modifiers.isEmpty, key == "Enter" || !Self.vhsKeywords.contains(key) else {
        throw error(column, "\(chord) is not a key mamsim knows", .suggestion("Shift+Tab"))
      }
    }
    _ = try speed(head)
    _ = try repeatCount(arguments, written: chord)
    skip(
      head.column, "mamsim's screens have no \(chord) key; it is skipped",
      "mamsim presses Ctrl with a letter or one of [ \\ ] ^ _, Alt with one character, Shift+Tab, "
        + "and types Shift with a letter as the capital")
    return nil
  }

  /// The repeat count after a key (1 when none is written).
  func repeatCount(_ arguments: [TapeToken], written: String) throws(TapeDiagnostic) -> Int {
    guard let token = arguments.first else { return 1 }
    if arguments.count > 1 { throw unexpected(arguments[1], "\(written) [count]") }
    guard case .word(let word) = token.kind, let count = Int(word), (1...10_000).contains(count)
    else {
      throw error(
        token.column, "\(token.written) is not a repeat count",
        .note("write a whole number from 1 to 10000, as in \(written) 3"))
    }
    return count
  }

  /// The text of `Type`: its strings (or bare words, as VHS reads them) joined by spaces.
  func typed(_ head: TapeCommandHead, _ arguments: [TapeToken]) throws(TapeDiagnostic) -> String {
    guard !arguments.isEmpty else {
      throw error(
        head.column, "Type needs the text to type",
        TapeVocabulary.examples["Type"].map { .note("for example: \($0)") })
    }
    var text = ""
    for (index, token) in arguments.enumerated() {
      switch token.kind {
      case .string(let part), .word(let part):
        if part.contains(LogScrubber.mask) {
          throw error(
            token.column,
            "\(LogScrubber.mask) stands for a value that mamsim kept out of a recorded tape "
              + "(ValuesToScrubFromLogging), and typing it would not sign anyone in",
            .note("type the value itself here, or keep the tape where the value may be read"))
        }
        if index > 0 { text += " " }
        text += part
      case .regex:
        throw error(
          token.column, "the text to type must be in quotes",
          .note("write \(TapeQuoting.quoted(token.written))"))
      }
    }
    return text
  }

  /// The duration of `Sleep`, also when the unit is a word of its own (`Sleep 2 s`).
  func sleep(_ head: TapeCommandHead, _ arguments: [TapeToken]) throws(TapeDiagnostic) -> Duration {
    if arguments.count == 2, case .word(let number) = arguments[0].kind,
      case .word(let unit) = arguments[1].kind, unit == "ms" || unit == "s" || unit == "m",
      let duration = TapeDuration.parse(number + unit)
    {
      return duration
    }
    return try duration(try only(head, arguments, "a duration"))
  }

  /// A VHS command mamsim reads and skips, with a warning saying why.
  mutating func skippedVHSCommand(
    _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) {
    let instead: String
    switch head.name {
    case "Copy", "Subtitle":
      try plain(head)
      _ = try typed(head, arguments)
      instead =
        head.name == "Copy"
        ? "the phone's clipboard holds what the app copies; Expect Clipboard checks it"
        : "mamsim draws no subtitles"
    case "Paste":
      try plain(head)
      try none(head, arguments)
      instead = "to enter text, Type it"
    case "Overlay":
      try noModifier(head)
      _ = try speed(head)
      _ = try typed(head, arguments)
      instead = TapeVocabulary.captionSettingsInstead
    case "CaptionOn", "CaptionOff":
      try plain(head)
      try none(head, arguments)
      instead = TapeVocabulary.captionSettingsInstead
    case "Env":
      try plain(head)
      guard arguments.count >= 2 else {
        throw error(
          (arguments.first ?? tokens[0]).column, "Env needs a name and a value",
          .note("for example: Env NAME \"value\""))
      }
      if arguments.count > 2 { throw unexpected(arguments[2], "Env NAME \"value\"") }
      _ = try text(arguments[0])
      _ = try text(arguments[1])
      instead = "mamsim starts no shell, so there is no environment to set"
    default:
      try noModifier(head)
      _ = try speed(head)
      _ = try repeatCount(arguments, written: head.name)
      instead =
        head.name == "Insert"
        ? "mamsim's screens have no Insert key"
        : "the app's screens scroll with Up, Down, PageUp and PageDown"
    }
    skip(
      head.column, "\(head.name) is a VHS command that mamsim does not support, skipped", instead)
  }

  /// Records a warning for a command that is skipped.
  mutating func skip(_ column: Int, _ message: String, _ instead: String) {
    warnings.append(
      TapeDiagnostic(location(column), message, hint: .note(instead), severity: .warning))
  }

  // MARK: Settings

  /// `Set Width`/`Set Height`: cells, or pixels (kept in `pixelSize` until the font size is known).
  mutating func terminalSize(_ name: String, _ value: TapeToken) throws(TapeDiagnostic)
    -> TapeCommand?
  {
    let isWidth = name == "Width"
    let limit = isWidth ? TapePixelSize.largestCellWidth : TapePixelSize.largestCellHeight
    guard case .word(let word) = value.kind, let number = Int(word), number >= 1 else {
      throw error(
        value.column, "\(value.written) is not a terminal \(name.lowercased())",
        .note("write a whole number of cells from 1 to \(limit), or of pixels above, as VHS does"))
    }
    if number <= limit { return .set(isWidth ? .width(number) : .height(number)) }
    guard number <= TapePixelSize.largestPixels else {
      throw error(
        value.column,
        "\(number) is too large for a terminal \(name.lowercased()), in cells or in pixels",
        .note(
          "write a number of cells from 1 to \(limit), or of pixels up to "
            + "\(TapePixelSize.largestPixels)"))
    }
    pixelSize = TapePixelSize(
      isWidth: isWidth, pixels: number, location: location(value.column),
      command: location(tokens[0].column))
    return nil
  }

  /// `Set Columns`, `Set Rows` or `Set Lines` (some VHS versions' terminal size in cells): the
  /// width or height in cells, as mamsim's own `Set Width` and `Set Height` give it.
  func cellCount(_ name: String, _ value: TapeToken) throws(TapeDiagnostic) -> TapeSetting {
    let isWidth = name == "Columns"
    let limit = isWidth ? TapePixelSize.largestCellWidth : TapePixelSize.largestCellHeight
    guard case .word(let word) = value.kind, let number = Int(word), (1...limit).contains(number)
    else {
      throw error(
        value.column, "\(value.written) is not a number of \(isWidth ? "columns" : "rows")",
        .note("write a whole number from 1 to \(limit)"))
    }
    return isWidth ? .width(number) : .height(number)
  }

  /// The unit of a padding written `20px` or `2em` (as VHS's documentation once showed), or nil.
  static func paddingUnit(of value: TapeToken) -> String? {
    guard case .word(let word) = value.kind else { return nil }
    return ["px", "em"].first { word.hasSuffix($0) && word.count > $0.count }
  }

  /// `Set Padding 20px` (pixels) or `Set Padding 2em` (twice the font size set so far, with a
  /// warning giving the pixels).
  mutating func paddingWithUnit(_ value: TapeToken) throws(TapeDiagnostic) -> TapeSetting {
    guard case .word(let word) = value.kind, let unit = Self.paddingUnit(of: value),
      let number = Int(word.dropLast(unit.count)), number >= 0
    else {
      throw error(value.column, "\(value.written) is not a padding")
    }
    let pixels =
      unit == "px" ? number : number.multipliedReportingOverflow(by: fontSize).partialValue
    guard unit == "px" || number <= 200, (0...200).contains(pixels) else {
      throw error(
        value.column, "\(value.written) is not a padding",
        .note("write a whole number of pixels from 0 to 200"))
    }
    if unit == "em" {
      warnings.append(
        TapeDiagnostic(
          location(value.column),
          "Set Padding \(word) is read as \(pixels) pixels (\(number) × FontSize \(fontSize))",
          hint: .note("write Set Padding \(pixels) to say so"), severity: .warning))
    }
    return .padding(pixels)
  }

  /// `Set FontSize`, `Set Padding`, `Set Framerate` or `Set PlaybackSpeed`, checked.
  func rasterSetting(_ name: String, _ value: TapeToken) throws(TapeDiagnostic) -> TapeSetting {
    let word: String
    if case .word(let text) = value.kind { word = text } else { word = "" }
    func whole(_ range: ClosedRange<Int>, _ what: String, _ unit: String) throws(TapeDiagnostic)
      -> Int
    {
      guard let number = Int(word), range.contains(number) else {
        throw error(
          value.column, "\(value.written) is not \(what)",
          .note(
            "write a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound)"))
      }
      return number
    }
    switch name {
    case "FontSize": return .fontSize(try whole(6...128, "a font size", "pixels"))
    case "Padding": return .padding(try whole(0...200, "a padding", "pixels"))
    case "Framerate": return .framerate(try whole(1...120, "a frame rate", "frames a second"))
    default:
      guard let speed = TapeNumber.parse(word[...]), (0.1...10).contains(speed) else {
        throw error(
          value.column, "\(value.written) is not a playback speed",
          .note("write a number from 0.1 to 10, as in 0.5 (half speed) or 2"))
      }
      return .playbackSpeed(speed)
    }
  }

  /// `Set LoopOffset 5` (a frame) or `Set LoopOffset 50%` (a share; the `%` may stand apart); a
  /// number with a fraction and no `%` (`60.4`) is a share too.
  func loopOffset(_ value: TapeToken, percentSign: Bool) throws(TapeDiagnostic) -> TapeLoopOffset {
    let problem = error(
      value.column, "\(value.written) is not a loop offset",
      .note("write a frame number, as in 5, or a share of the recording, as in 50%"))
    guard case .word(let word) = value.kind else { throw problem }
    if percentSign || word.hasSuffix("%") {
      let number = word.hasSuffix("%") ? word.dropLast() : word[...]
      guard let share = TapeNumber.parse(number), share <= 100 else { throw problem }
      return .percent(share)
    }
    if let frame = Int(word) {
      guard (0...1_000_000).contains(frame) else { throw problem }
      return .frames(frame)
    }
    // A fraction cannot count frames: VHS reads any number without % as a share.
    guard let share = TapeNumber.parse(word[...]), share <= 100 else { throw problem }
    return .percent(share)
  }

  /// Whether `token` is a `%` written apart from its number.
  func isPercentSign(_ token: TapeToken) -> Bool {
    if case .word("%") = token.kind { return true }
    return false
  }
}
