/// Turns tape text into commands and diagnostics, without running or reading anything.
public enum TapeParser {
  /// Every command of `text` with its location, and every problem found (the parser goes on after
  /// an error, so one pass reports them all). `file` is used in locations only.
  public static func parse(_ text: String, file: String) -> (
    commands: [TapeStep], diagnostics: [TapeDiagnostic]
  ) {
    var steps: [TapeStep] = []
    var diagnostics: [TapeDiagnostic] = []
    var pixelSizes: [TapePixelSize] = []
    // A UTF-8 byte-order mark some editors write before the first line is not part of it.
    let lines = lines(of: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    steps.reserveCapacity(min(lines.count, 1024))
    var joinedUntil = -1
    // The font size so far, for a padding written in em.
    var fontSize = TapePixelSize.vhsFontSize
    for offset in 0..<lines.count where offset > joinedUntil {
      let number = offset + 1
      // Past a hundred problems the rest is not read: a file of garbage is refused at once,
      // with what to mend first, rather than after listing every line of it.
      if diagnostics.count >= TapeLimits.maximumProblems,
        diagnostics.lazy.filter(\.isError).count >= TapeLimits.maximumProblems
      {
        // The empty piece after the file's last line break is no line.
        let rest = lines.count - offset - (lines.last?.isEmpty == true ? 1 : 0)
        diagnostics.append(
          TapeDiagnostic(
            SourceLocation(file: file, line: number, column: 1),
            "the tape has \(TapeLimits.maximumProblems) errors above this line, so the rest "
              + "of it (\(rest) lines from here) was not read; mend these first"))
        break
      }
      let length = lines[offset].count
      if length > TapeLimits.maximumLineLength {
        let location = SourceLocation(file: file, line: number, column: 1)
        diagnostics.append(
          TapeDiagnostic(
            location,
            "the line is \(length) characters long; a tape line may have at most "
              + "\(TapeLimits.maximumLineLength)"))
        continue
      }
      let tokens: [TapeToken]
      do throws(TapeTokenizer.Failure) {
        do throws(TapeTokenizer.Failure) {
          tokens = try TapeTokenizer.tokenize(lines[offset])
        } catch  where error.opensTheme && isThemeLine(lines[offset]) {
          // A JSON theme VHS reads over several lines: the lines up to its `}` read as one.
          guard let last = themeEnd(in: lines, from: offset) else { throw error }
          let joined = (offset...last).map { lines[$0] }.joined(separator: " ")
          tokens = try TapeTokenizer.tokenize(Substring(joined))
          joinedUntil = last
        }
      } catch {
        let location = SourceLocation(file: file, line: number, column: error.column)
        diagnostics.append(TapeDiagnostic(location, error.message, hint: error.hint))
        continue
      }
      var start = 0
      while start < tokens.count {
        let end = TapeCommandSplitter.end(ofCommandAt: start, in: tokens)
        let command = start == 0 && end == tokens.count ? tokens : Array(tokens[start..<end])
        var line = TapeLineParser(file: file, line: number, tokens: command)
        line.fontSize = fontSize
        do throws(TapeDiagnostic) {
          if let parsed = try line.parse() {
            if case .set(.fontSize(let size)) = parsed { fontSize = size }
            steps.append(
              TapeStep(
                parsed, at: line.location(tokens[start].column),
                pathColumn: pathColumn(of: parsed, in: command)))
          }
        } catch {
          diagnostics.append(error)
        }
        if !line.warnings.isEmpty { diagnostics += line.warnings }
        if let size = line.pixelSize { pixelSizes.append(size) }
        start = end
      }
    }
    if !pixelSizes.isEmpty { convert(pixelSizes, into: &steps, diagnostics: &diagnostics) }
    diagnostics += settingsOrderDiagnostics(steps)
    return (steps, sortedByPlace(diagnostics))
  }

  /// The column of the path `command` names in its `tokens`: the first argument of `Output`,
  /// `Screenshot`, `Snapshot` and `Source`, the value of a `Set` naming a file or folder; nil for
  /// other commands.
  static func pathColumn(of command: TapeCommand, in tokens: [TapeToken]) -> Int? {
    let index: Int
    switch command {
    case .output, .screenshot, .snapshot, .source: index = 1
    case .set(.scenario), .set(.settings), .set(.entitlements), .set(.state): index = 2
    default: return nil
    }
    return index < tokens.count ? tokens[index].column : nil
  }

  /// Whether `line` is a `Set Theme` command (the only one whose `{` may go on over lines).
  static func isThemeLine(_ line: Substring) -> Bool {
    let words = line.split(whereSeparator: \.isWhitespace).prefix(2)
    return words.count == 2 && words.first == "Set" && words.last == "Theme"
  }

  /// How many lines a JSON theme may go on over after its `{` line.
  static let maximumThemeLines = 64

  /// The offset of the line that closes the JSON theme opened on `lines[start]`: the first later
  /// line with a `}`, if it comes within `maximumThemeLines` lines and the joined lines are no
  /// longer than a tape line may be; `nil` otherwise.
  static func themeEnd(in lines: [Substring], from start: Int) -> Int? {
    var length = lines[start].count
    var offset = start + 1
    while offset < lines.count, offset - start <= maximumThemeLines {
      length += 1 + lines[offset].count
      if length > TapeLimits.maximumLineLength { return nil }
      if lines[offset].contains("}") { return offset }
      offset += 1
    }
    return nil
  }

  /// Adds the `Set Width`/`Set Height` steps written in pixels, converted to cells with the
  /// file's font size and padding (VHS's defaults when it sets none), each where it was written.
  static func convert(
    _ sizes: [TapePixelSize], into steps: inout [TapeStep], diagnostics: inout [TapeDiagnostic]
  ) {
    var fontSize = TapePixelSize.vhsFontSize
    var padding = TapePixelSize.vhsPadding
    // Only the settings above the first command count: later ones are ignored (see
    // `settingsOrderDiagnostics`).
    scan: for step in steps {
      switch step.command {
      case .set(.fontSize(let size)): fontSize = size
      case .set(.padding(let space)): padding = space
      case .set, .require, .output, .source: continue
      default: break scan
      }
    }
    var converted: [TapeStep] = []
    for size in sizes {
      switch size.converted(fontSize: fontSize, padding: padding) {
      case .success(let (step, warning)):
        converted.append(step)
        diagnostics.append(warning)
      case .failure(let problem):
        diagnostics.append(problem)
      }
    }
    guard !converted.isEmpty else { return }
    // Both lists are in file order: merge them in one pass (inserting one by one would take
    // time growing with the square of a long tape's sizes).
    var merged: [TapeStep] = []
    merged.reserveCapacity(steps.count + converted.count)
    var next = 0
    for step in steps {
      while next < converted.count, precedes(converted[next].location, step.location) {
        merged.append(converted[next])
        next += 1
      }
      merged.append(step)
    }
    merged += converted[next...]
    steps = merged
  }

  /// Whether `a` comes before `b` in the file (by line, then column).
  private static func precedes(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
    a.line != b.line ? a.line < b.line : a.column < b.column
  }

  /// The lines of `text`, split where editors, `grep -n` and CI logs split them: at each LF,
  /// and CRLF. A lone CR, a form feed or a Unicode line separator stays inside its line (and is
  /// told there as the control character it is), so that line numbers match theirs.
  static func lines(of text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  }

  /// Errors for each `Set` other than TypingSpeed that comes after a command which is not `Set`,
  /// `Require`, `Output` or `Source`; warnings for the raster-only ones, which are ignored there.
  public static func settingsOrderDiagnostics(_ steps: [TapeStep]) -> [TapeDiagnostic] {
    var firstCommand: TapeStep?
    var diagnostics: [TapeDiagnostic] = []
    for step in steps {
      switch step.command {
      case .set(let setting):
        guard let first = firstCommand, !setting.isTypingSpeed else { continue }
        let firstText = "\(first.command) at \(first.location)"
        if setting.isRasterOnly {
          diagnostics.append(
            TapeDiagnostic(
              step.location,
              "Set \(setting.name) after the first command (\(firstText)) is ignored, as VHS "
                + "ignores it",
              hint: .note("move it above the first command for it to take effect"),
              severity: .warning))
          continue
        }
        diagnostics.append(
          TapeDiagnostic(
            step.location,
            "Set \(setting.name) must come before the first command (\(firstText))",
            hint: .note("only TypingSpeed may change once the tape has started")))
      case .require, .output, .source:
        continue
      default:
        if firstCommand == nil { firstCommand = step }
      }
    }
    return diagnostics
  }

  /// `diagnostics` ordered by file position (line, then column), keeping the order of equals.
  static func sortedByPlace(_ diagnostics: [TapeDiagnostic]) -> [TapeDiagnostic] {
    diagnostics.enumerated().sorted { left, right in
      let (a, b) = (left.element.location, right.element.location)
      if a.line != b.line { return a.line < b.line }
      if a.column != b.column { return a.column < b.column }
      return left.offset < right.offset
    }.map(\.element)
  }
}
