import Screens
import SessionEngine
import TerminalUI
import Walkthrough

/// Parses the tokens of one tape line into a command, throwing the line's first error.
struct TapeLineParser {
  /// The file, for locations.
  let file: String
  /// The 1-based line number.
  let line: Int
  /// The line's tokens; never empty.
  let tokens: [TapeToken]
  /// Warnings found on the line (the command may still be dropped).
  var warnings: [TapeDiagnostic] = []
  /// A `Set Width` or `Set Height` written in pixels, converted to cells once the file's font
  /// size is known (the command itself is then `nil`).
  var pixelSize: TapePixelSize?
  /// The font size set so far in the file (VHS's default before any), for `Set Padding 2em`.
  var fontSize = TapePixelSize.vhsFontSize

  /// A location on this line.
  func location(_ column: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  /// An error on this line.
  func error(
    _ column: Int, _ message: String, _ hint: TapeDiagnostic.Hint? = nil
  ) -> TapeDiagnostic {
    TapeDiagnostic(location(column), message, hint: hint)
  }

  /// The line's command, `nil` when the line is dropped with a warning.
  mutating func parse() throws(TapeDiagnostic) -> TapeCommand? {
    let first = tokens[0]
    guard case .word(let word) = first.kind else {
      throw error(
        first.column, "a line must start with a command, not \(first.written)",
        .note("for example: Type \"hello\""))
    }
    let head = TapeCommandHead(word, column: first.column)
    let arguments = Array(tokens.dropFirst())
    if head.name == "Ctrl" || head.name == "Alt" || head.name == "Shift" {
      return try combination(head, arguments)
    }
    if let key = try key(head) {
      return try keyPress(key, head, arguments)
    }
    switch head.name {
    case "Set":
      try plain(head)
      return try setting(head, arguments)
    case "Require":
      try plain(head)
      return .require(try text(try only(head, arguments, "a program name")))
    case "Type":
      try noModifier(head)
      return .type(try typed(head, arguments), speed: try speed(head))
    case "Sleep":
      try plain(head)
      return .sleep(try sleep(head, arguments))
    case "Advance":
      try plain(head)
      return .world(.advanceClock(try duration(try only(head, arguments, "a duration"))))
    case "Relaunch":
      try plain(head)
      if arguments.isEmpty { return .relaunch(after: nil) }
      return .relaunch(after: try duration(try only(head, arguments, "the time away")))
    case "Password":
      try plain(head)
      let token = try only(head, arguments, "the account whose password to type")
      let account = try quoted(token, "the account whose password to type")
      guard !account.isEmpty else {
        throw error(token.column, "Password needs an account, as in Password \"alex@contoso.com\"")
      }
      return .password(account: account)
    case "Hide", "Show":
      try plain(head)
      try none(head, arguments)
      return head.name == "Hide" ? .hide : .show
    case "Wait":
      return try wait(head, arguments)
    case "Expect":
      try plain(head)
      return try expect(head, arguments)
    case "Snapshot":
      try plain(head)
      let token = try only(head, arguments, "a snapshot name")
      let name = try quoted(token, "a snapshot name")
      if let problem = TapeOutputRules.escapeProblem(name) { throw error(token.column, problem) }
      if let problem = TapeOutputRules.snapshotNameProblem(name) {
        throw error(
          token.column, problem, .note("name the golden file, as in Snapshot \"signed-in\""))
      }
      return .snapshot(name)
    case "Device":
      try plain(head)
      return .world(.device(try TapeWorldParser(parser: self).device(head, arguments)))
    case "Admin":
      try plain(head)
      return .world(.admin(try TapeWorldParser(parser: self).admin(head, arguments)))
    case "Mdx":
      try plain(head)
      return .mdx(try mdxAction(head, arguments))
    case "Output":
      try plain(head)
      return try output(head, arguments)
    case "Screenshot":
      try plain(head)
      return try screenshot(head, arguments)
    case "Source":
      try plain(head)
      let token = try only(head, arguments, "the tape to include")
      let path = try text(token)
      guard TapePath.fileExtension(of: path) == "tape" else {
        throw error(token.column, "Source includes .tape files only, not \"\(path)\"")
      }
      return .source(path)
    case "Scene":
      try plain(head)
      return .scene(try scene(head, arguments))
    case "Copy", "Paste", "Env", "Subtitle", "ScrollUp", "ScrollDown", "Insert", "Overlay",
      "CaptionOn", "CaptionOff":
      try skippedVHSCommand(head, arguments)
      return nil
    default:
      throw unknownCommand(head)
    }
  }

  // MARK: Keys

  /// The key `head` names, `nil` when it names another command.
  private func key(_ head: TapeCommandHead) throws(TapeDiagnostic) -> Key? {
    if let key = Key.tapeNamed[head.name] {
      try noModifier(head)
      return key
    }
    if head.name.first == "F", head.name.count > 1, head.name.dropFirst().allSatisfy(\.isNumber) {
      try noModifier(head)
      guard let number = Int(head.name.dropFirst()), (1...12).contains(number) else {
        throw error(
          head.column, "there is no \(head.name) key", .note("function keys go from F1 to F12"))
      }
      return .function(number)
    }
    return nil
  }

  /// A key press with its `@speed` and repeat count.
  func keyPress(
    _ key: Key, _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> TapeCommand {
    let speed = try speed(head)
    return .key(key, count: try repeatCount(arguments, written: "\(key)"), speed: speed)
  }

  // MARK: Commands

  private mutating func setting(
    _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> TapeCommand? {
    guard let nameToken = arguments.first, case .word(let name) = nameToken.kind else {
      throw error(
        arguments.first?.column ?? head.column, "Set needs a setting name",
        .note("for example: Set Width 100"))
    }
    if let instead = TapeVocabulary.ignoredVHSSettings[name]
      ?? (TapeVocabulary.isCaptionSetting(name) ? TapeVocabulary.captionSettingsInstead : nil)
    {
      let message =
        name == "WaitPattern"
        ? "Set WaitPattern is not supported, ignored"
        : "Set \(name) has no meaning in mamsim, ignored"
      warnings.append(
        TapeDiagnostic(
          location(nameToken.column), message, hint: .note(instead), severity: .warning))
      return nil
    }
    guard TapeVocabulary.settings.contains(name) else {
      throw error(
        nameToken.column, "unknown setting \"\(name)\"",
        suggestion(name, TapeVocabulary.allSettings))
    }
    guard arguments.count >= 2 else {
      throw error(nameToken.column, "Set \(name) needs a value")
    }
    let value = arguments[1]
    if arguments.count > 2,
      !(name == "LoopOffset" && arguments.count == 3 && isPercentSign(arguments[2]))
    {
      throw unexpected(arguments[2], "Set \(name) value")
    }
    switch name {
    case "Width", "Height":
      return try terminalSize(name, value)
    case "Columns", "Rows", "Lines":
      return .set(try cellCount(name, value))
    case "Padding" where Self.paddingUnit(of: value) != nil:
      return .set(try paddingWithUnit(value))
    case "FontSize", "Padding", "Framerate", "PlaybackSpeed":
      return .set(try rasterSetting(name, value))
    case "LoopOffset":
      return .set(.loopOffset(try loopOffset(value, percentSign: arguments.count == 3)))
    case "TypingSpeed":
      return .set(.typingSpeed(try duration(value)))
    case "WaitTimeout":
      let timeout = try duration(value)
      guard timeout > .zero else { throw error(value.column, "WaitTimeout must be more than 0") }
      return .set(.waitTimeout(timeout))
    case "Appearance":
      let text = try text(value)
      guard let appearance = TapeAppearance(rawValue: text) else {
        throw error(
          value.column, "\"\(text)\" is not an appearance",
          suggestion(text, TapeAppearance.allCases.map(\.rawValue)) ?? .note("use light or dark"))
      }
      return .set(.appearance(appearance))
    case "Language":
      let text = try text(value)
      guard let language = Language(tag: text) else {
        throw error(
          value.column, "\"\(text)\" is not a language mamsim has",
          suggestion(text, Language.tags)
            ?? .note("use " + Language.tags.joined(separator: ", ")))
      }
      return .set(.language(language))
    case "Scenario":
      return .set(.scenario(try quoted(value, "the scenario file")))
    case "Walkthrough":
      let name = try quoted(value, "the test to walk through")
      // The integration walkthrough starts from files the command line names, not a tape.
      let known = WalkthroughKind.allCases.filter { $0 != .integration }.map(\.rawValue)
      if name == WalkthroughKind.integration.rawValue {
        throw error(
          value.column, "the integration walkthrough is not played from a tape",
          .note("run mamsim walkthrough --settings Info.plist integration"))
      }
      guard known.contains(name) else {
        throw error(
          value.column, "\"\(name)\" is not a walkthrough",
          suggestion(name, known) ?? .note("use " + known.joined(separator: " or ")))
      }
      return .set(.walkthrough(name))
    case "Settings":
      return .set(.settings(try quoted(value, "the settings file")))
    case "Entitlements":
      return .set(.entitlements(try quoted(value, "the entitlements file")))
    case "Slide":
      return .set(.slide(try slide(value)))
    case "Loop":
      guard case .word(let word) = value.kind, word == "true" || word == "false" else {
        throw error(
          value.column, "\(value.written) is not true or false",
          .note("Set Loop true plays an SVG recording again and again; false stops at the end"))
      }
      return .set(.loop(word == "true"))
    default:
      let path = try quoted(value, "the device folder")
      if let problem = TapeOutputRules.stateEscapeProblem(path) {
        throw error(
          value.column, problem,
          .note("to keep the device elsewhere, leave Set State out and play with --state DIR"))
      }
      return .set(.state(path))
    }
  }

  private mutating func wait(
    _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> TapeCommand? {
    var scope = WaitScope.screen
    if let (text, column) = head.modifier {
      guard let named = WaitScope(rawValue: text) else {
        throw error(
          column, "Wait+\(text) is not a kind of Wait",
          suggestion(text, ["Screen", "Line"]).map { hint in
            if case .suggestion(let word) = hint { return .suggestion("Wait+" + word) }
            return hint
          } ?? .note("use Wait, Wait+Screen or Wait+Line"))
      }
      scope = named
    }
    let timeout = try speed(head)
    if let timeout, timeout <= .zero, let column = head.duration?.column {
      throw error(column, "a Wait timeout must be more than 0")
    }
    if arguments.isEmpty {
      warnings.append(
        TapeDiagnostic(
          location(head.column),
          "a Wait without a pattern waits for a shell prompt in VHS; mamsim has no shell, so it is "
            + "skipped",
          hint: .note(
            "mamsim lets the screen settle after every key; to wait for something, name it, as in "
              + "Wait /Ready/"),
          severity: .warning))
      return nil
    }
    if let first = arguments.first, case .word("Event") = first.kind {
      if let (text, column) = head.modifier {
        throw error(
          column, "Wait+\(text) Event: a delegate call is not on the screen",
          .note("write Wait Event name [status], with @timeout if needed"))
      }
      let (name, status) = try event(first, arguments, form: "Wait")
      return .waitEvent(name: name, status: status, timeout: timeout)
    }
    try misspeltForm(of: "Wait", arguments, ["Event"])
    let pattern = try pattern(try only(head, arguments, "a /regex/ to wait for"))
    return .wait(scope: scope, pattern: pattern, timeout: timeout)
  }

  private func expect(
    _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> TapeCommand {
    if let first = arguments.first, case .word("Report") = first.kind {
      guard arguments.count == 2 else {
        throw error(
          first.column, "Expect Report needs text or a /regex/",
          .note("for example: Expect Report /First-policy test: passed/"))
      }
      return .expectReport(try pattern(arguments[1]))
    }
    if let first = arguments.first, case .word("Decision") = first.kind {
      return try expectDecision(first, arguments)
    }
    if let first = arguments.first, case .word("Focus") = first.kind {
      guard arguments.count == 2 else {
        throw error(
          arguments.count > 2 ? arguments[2].column : first.column,
          "Expect Focus needs the focused control's label, as text or a /regex/",
          .note("for example: Expect Focus \"Sign in\""))
      }
      if case .string("") = arguments[1].kind {
        throw error(
          arguments[1].column, "Expect Focus needs the focused control's label, not empty text",
          .note("for example: Expect Focus \"Sign in\""))
      }
      return .expectFocus(try pattern(arguments[1]))
    }
    if let first = arguments.first, case .word("Clipboard") = first.kind {
      return try expectClipboard(first, arguments)
    }
    if let first = arguments.first, case .word("Mdx") = first.kind {
      return try expectMdx(first, Array(arguments.dropFirst()))
    }
    guard let first = arguments.first, case .word("Event") = first.kind else {
      try misspeltForm(of: "Expect", arguments, Self.expectForms)
      return .expect(try pattern(try only(head, arguments, "text or a /regex/ to look for")))
    }
    let (name, status) = try event(first, arguments, form: "Expect")
    return .expectEvent(name: name, status: status)
  }

  /// `Expect Decision action outcome`.
  private func expectDecision(
    _ first: TapeToken, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> TapeCommand {
    let example = TapeDiagnostic.Hint.note("for example: Expect Decision paste blocked")
    guard arguments.count == 3 else {
      throw error(
        arguments.count > 3 ? arguments[3].column : first.column,
        "Expect Decision needs an action and an outcome", example)
    }
    let actions = DataActionKind.allCases.map(\.rawValue)
    guard case .word(let word) = arguments[1].kind, let action = DataActionKind(rawValue: word)
    else {
      throw error(
        arguments[1].column, "\(arguments[1].written) is not a data action",
        suggestion(arguments[1].written, actions)
          ?? .note("the actions: " + actions.joined(separator: ", ")))
    }
    let outcomes = TapeDecisionOutcome.allCases.map(\.rawValue)
    guard case .word(let name) = arguments[2].kind,
      let outcome = TapeDecisionOutcome(rawValue: name)
    else {
      throw error(
        arguments[2].column, "\(arguments[2].written) is not an outcome",
        suggestion(arguments[2].written, outcomes)
          ?? .note("the outcomes: " + outcomes.joined(separator: ", ")))
    }
    return .expectDecision(action: action, outcome: outcome)
  }

  /// The event name and optional status of `Expect Event` or `Wait Event` (`form` names which),
  /// from `arguments` after the command word, `first` being the word `Event`.
  private func event(
    _ first: TapeToken, _ arguments: [TapeToken], form: String
  ) throws(TapeDiagnostic) -> (String, Int?) {
    guard arguments.count >= 2, case .word(let name) = arguments[1].kind else {
      throw error(
        arguments.count >= 2 ? arguments[1].column : first.column,
        "\(form) Event needs an event name",
        .note("for example: \(form) Event policyRequest 100"))
    }
    guard TapeCommand.eventNames.contains(name) else {
      throw error(
        arguments[1].column, "unknown event \"\(name)\"",
        suggestion(name, TapeCommand.eventNames)
          ?? .note("known events: " + TapeCommand.eventNames.joined(separator: ", ")))
    }
    guard arguments.count >= 3 else { return (name, nil) }
    if arguments.count > 3 { throw unexpected(arguments[3], "\(form) Event name [status]") }
    let token = arguments[2]
    // These calls carry no number to compare (the delegate's answer is the scenario's).
    if name == "restartApplication" || name == "wipeData" {
      throw error(
        token.column, "\(name) has no status code to expect",
        .note("write \(form) Event \(name)"))
    }
    guard case .word(let word) = token.kind, let status = Int(word), status >= 0 else {
      throw error(
        token.column, "\(token.written) is not a status code",
        .note("write a whole number, as in \(form) Event policyRequest 100"))
    }
    return (name, status)
  }

  /// `Expect Clipboard "text" [managed|unmanaged]`.
  private func expectClipboard(
    _ first: TapeToken, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> TapeCommand {
    guard arguments.count >= 2 else {
      throw error(
        first.column, "Expect Clipboard needs the text it should hold",
        .note("for example: Expect Clipboard \"Q3 forecast\" managed"))
    }
    let text = try self.text(arguments[1])
    guard arguments.count >= 3 else { return .expectClipboard(text, identity: nil) }
    if arguments.count > 3 {
      throw unexpected(arguments[3], "Expect Clipboard \"text\" [managed|unmanaged]")
    }
    let token = arguments[2]
    let names = DataIdentity.allCases.map(\.rawValue)
    guard case .word(let word) = token.kind, let identity = DataIdentity(rawValue: word) else {
      throw error(
        token.column, "\(token.written) is not an identity",
        suggestion(token.written, names) ?? .note("use managed or unmanaged"))
    }
    return .expectClipboard(text, identity: identity)
  }

  /// `Output path`; `nil`, with a warning, for VHS's folder of PNG frames (`Output frames/`,
  /// `Output frame.png`) and image or video formats mamsim does not write (`.webp`, `.jpg`, …).
  private mutating func output(
    _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> TapeCommand? {
    let token = try only(head, arguments, "a file to write")
    let path = try text(token)
    let fileExtension = TapePath.fileExtension(of: path)
    if path.hasSuffix("/") || fileExtension == "png" {
      if let problem = TapeOutputRules.escapeProblem(path) { throw error(token.column, problem) }
      skip(
        token.column,
        "mamsim does not write VHS's PNG frames (\(TapeQuoting.quoted(path))), skipped",
        "record a .gif, .svg or .cast with another Output, or save one frame with "
          + "Screenshot \"frame.png\"")
      return nil
    }
    if TapeOutput.videoExtensions.contains(fileExtension) {
      // VHS's parser takes any file name; what mamsim cannot draw is skipped, as VHS-only
      // settings are, so that the tape's other outputs are still written.
      if let problem = TapeOutputRules.escapeProblem(path) { throw error(token.column, problem) }
      let cast = String(path.dropLast(fileExtension.count)) + "cast"
      skip(
        token.column,
        "mamsim cannot write .\(fileExtension) files, skipped; it records asciicast (.cast), "
          + "animated SVG (.svg), GIF (.gif), video (.mp4, .webm) and text",
        "write Output \(TapeQuoting.quoted(cast)) and convert it, e.g. agg \(cast) "
          + TapePath.lastComponent(of: path))
      return nil
    }
    guard TapeOutput.forPath(path) != nil else {
      throw error(
        token.column, "mamsim does not know how to write \"\(path)\"",
        .note("use a .cast, .svg, .gif, .mp4, .webm, .txt or .ascii file"))
    }
    if let problem = TapeOutputRules.escapeProblem(path) {
      throw error(
        token.column, problem, TapeOutputRules.outputDirectoryHint(path).map { .note($0) })
    }
    return .output(path)
  }

  private func screenshot(
    _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> TapeCommand {
    let token = try only(head, arguments, "a file to write")
    let path = try text(token)
    let fileExtension = TapePath.fileExtension(of: path)
    guard ["txt", "ascii", "svg", "png"].contains(fileExtension) else {
      // One sentence for every name Screenshot cannot write (.jpg, .webp, .gif, none at all).
      let written = fileExtension.isEmpty ? "a file without an extension" : ".\(fileExtension)"
      throw error(
        token.column,
        "Screenshot writes the screen as text, as an SVG image or as a PNG picture, not as "
          + written,
        .note("use a .txt, .svg or .png file name"))
    }
    if let problem = TapeOutputRules.escapeProblem(path) {
      throw error(
        token.column, problem, TapeOutputRules.outputDirectoryHint(path).map { .note($0) })
    }
    return .screenshot(path)
  }

  // MARK: Shared checks

  /// Throws when `head` has a `+modifier` or an `@duration`.
  func plain(_ head: TapeCommandHead) throws(TapeDiagnostic) {
    try noModifier(head)
    if let (_, column) = head.duration {
      throw error(
        column - 1, "\(head.name) does not take an @ duration",
        .note("only Type, keys and Wait do"))
    }
  }

  func noModifier(_ head: TapeCommandHead) throws(TapeDiagnostic) {
    guard let (text, column) = head.modifier else { return }
    throw error(column - 1, "\(head.name)+\(text) is not a command", .suggestion(head.name))
  }

  func speed(_ head: TapeCommandHead) throws(TapeDiagnostic) -> Duration? {
    guard let (text, column) = head.duration else { return nil }
    guard !text.isEmpty else {
      throw error(
        column - 1, "\(head.name)@ needs a duration after the @",
        .note("such as \(head.name)@200ms, with no space before it"))
    }
    guard let duration = TapeDuration.parse(text) else {
      throw error(
        column, "\(text) is not a duration",
        .note(
          "write a number with ms, s, m, h or d, such as 200ms, at most "
            + "\(TapeDuration.maximumDays)d"))
    }
    return duration
  }

  /// The single argument of `head`, or an error naming `what` is missing or what is extra.
  func only(
    _ head: TapeCommandHead, _ arguments: [TapeToken], _ what: String
  ) throws(TapeDiagnostic) -> TapeToken {
    guard let first = arguments.first else {
      throw error(
        head.column, "\(head.name) needs \(what)",
        TapeVocabulary.examples[head.name].map { .note("for example: \($0)") })
    }
    if arguments.count > 1 { throw unexpected(arguments[1], "\(head.name) \(what)") }
    return first
  }

  func none(_ head: TapeCommandHead, _ arguments: [TapeToken]) throws(TapeDiagnostic) {
    if let extra = arguments.first { throw unexpected(extra, head.name) }
  }

  /// An error for a token past the end of a command.
  func unexpected(_ token: TapeToken, _ usage: String) -> TapeDiagnostic {
    error(token.column, "unexpected \(token.written)", .note("the command is: \(usage)"))
  }

  // MARK: Values

  /// The text of a quoted string.
  func quoted(_ token: TapeToken, _ what: String) throws(TapeDiagnostic) -> String {
    guard case .string(let text) = token.kind else {
      throw error(
        token.column, "\(what) must be in quotes",
        .note("write \(TapeQuoting.quoted(token.written))"))
    }
    return text
  }

  /// The text of a quoted string or a bare word.
  func text(_ token: TapeToken) throws(TapeDiagnostic) -> String {
    switch token.kind {
    case .string(let text), .word(let text): return text
    case .regex: throw error(token.column, "expected a word or quoted text, not a /regex/")
    }
  }

  /// A duration written as a bare word.
  func duration(_ token: TapeToken) throws(TapeDiagnostic) -> Duration {
    guard case .word(let word) = token.kind, let duration = TapeDuration.parse(word) else {
      throw error(
        token.column, "\(token.written) is not a duration",
        .note(
          "write a number with ms, s, m, h or d, such as 500ms or 2s, at most "
            + "\(TapeDuration.maximumDays)d"))
    }
    return duration
  }

  /// `true` or `false`.
  func bool(_ token: TapeToken) throws(TapeDiagnostic) -> Bool {
    switch token.kind {
    case .word("true"): return true
    case .word("false"): return false
    default: throw error(token.column, "\(token.written) is not true or false")
    }
  }

  private func pattern(_ token: TapeToken) throws(TapeDiagnostic) -> TextPattern {
    switch token.kind {
    case .string(let text):
      // Every screen holds the empty text and spaces, so such a check could never fail.
      if text.allSatisfy({ $0 == " " }) {
        throw error(
          token.column,
          text.isEmpty
            ? "the text is empty, which every screen holds: the check could never fail"
            : "the text is only spaces, which every screen holds: the check could never fail")
      }
      return .text(text)
    case .regex(let source, let flags):
      guard flags.isEmpty || flags == "i" else {
        throw error(
          token.column + source.count + 2, "unknown regex flag \"\(flags)\"",
          .note("only i (ignore case) is supported"))
      }
      if source.isEmpty { throw error(token.column, "the regular expression is empty") }
      if let problem = TextPattern.validate(source, caseInsensitive: flags == "i") {
        throw error(
          token.column,
          "invalid regular expression /\(TapeLimits.shortened(source))/: \(problem)")
      }
      return .regex(source, caseInsensitive: flags == "i")
    case .word(let word):
      throw error(
        token.column, "expected quoted text or a /regex/, not \(word)",
        .note("write \(TapeQuoting.quoted(word)) or /\(word)/"))
    }
  }

  /// The hint for a misspelt word, if a known one is close.
  func suggestion(_ word: String, _ known: [String]) -> TapeDiagnostic.Hint? {
    guard word.count <= TapeLimits.maximumSuggestedWordLength else { return nil }
    return TapeSuggestion.nearest(word, in: known).map { .suggestion($0) }
  }

  /// What to write instead of commands that hide part of a recording in other tools' tapes
  /// (neither VHS nor mamsim reads them).
  static let hidingForms: [String: String] = [
    "Hidden": "to leave commands out of the recording, write Hide before them and Show after",
    "Pause": "to leave commands out of the recording, write Hide before them and Show after",
    "Resume": "to record again after Hide, write Show",
  ]

  private func unknownCommand(_ head: TapeCommandHead) -> TapeDiagnostic {
    let name = head.name
    let known = TapeVocabulary.commandsAndKeys
    if let exact = TapeSuggestion.sameIgnoringCase(name, in: known) {
      return error(
        head.column, "unknown command \"\(name)\"",
        .note("commands are case-sensitive: write \(exact)"))
    }
    if let instead = Self.hidingForms[name] {
      return error(head.column, "unknown command \"\(name)\"", .note(instead))
    }
    return error(
      head.column, "unknown command \"\(TapeLimits.shortened(name))\"",
      suggestion(name, known))
  }
}
