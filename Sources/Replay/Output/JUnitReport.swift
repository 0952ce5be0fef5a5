/// The JUnit XML report of a `replay` run, as CI systems read it (GitHub, GitLab, Jenkins, Azure).
///
/// Tapes are grouped into one `testsuite` per folder, in the order they were first added; each
/// tape is one `testcase` named after its file, with the folder as `classname` and the wall time
/// as `time`. A failed tape has a `failure` (where, what was expected, the screen at that moment,
/// blank rows around it trimmed); a tape that could not be read has an `error` with its problems
/// (of type `missing tool`, naming the tool, when all that held it back is a tool the machine
/// lacks);
/// a tape that was not played has a `skipped`. The virtual time of each played tape is a
/// `property` of its suite, since the strict JUnit schema allows properties only there. Counts and
/// times are summed on every `testsuite` and on `testsuites`. All text is escaped (`XMLText`).
public struct JUnitReport: Sendable {
  /// Whether `text` is a JUnit report (ours or another tool's, which `--junit` may replace): its
  /// root element is `testsuites` or `testsuite`, after an optional byte-order mark, white
  /// space, the XML declaration and comments.
  public static func isReport(_ text: String) -> Bool {
    var rest = Substring(text)
    if rest.first == "\u{FEFF}" { rest = rest.dropFirst() }
    while true {
      rest = rest.drop { $0.isWhitespace }
      if rest.hasPrefix("<?") || rest.hasPrefix("<!--") {
        let end = rest.hasPrefix("<?") ? "?>" : "-->"
        guard let close = rest.firstRange(of: end) else { return false }
        rest = rest[close.upperBound...]
        continue
      }
      break
    }
    for root in ["<testsuites", "<testsuite"] where rest.hasPrefix(root) {
      let next = rest.dropFirst(root.count).first
      if next == nil || next == ">" || next == "/" || next?.isWhitespace == true { return true }
    }
    return false
  }

  /// What happened to one tape.
  private enum Outcome: Sendable {
    case played(TapeResult)
    case notPlayed(reason: String)
  }

  /// One tape of the report.
  private struct Case: Sendable {
    var file: String
    var outcome: Outcome
  }

  /// The `name` of the `testsuites` element.
  public var name: String
  private var cases: [Case] = []

  /// An empty report named `name`.
  public init(name: String = "mamsim replay") {
    self.name = name
  }

  /// Adds a tape that was read (and played, unless it had errors).
  public mutating func add(_ result: TapeResult) {
    cases.append(Case(file: result.file, outcome: .played(result)))
  }

  /// Adds a tape that was not played at all, and why.
  public mutating func addSkipped(file: String, reason: String) {
    cases.append(Case(file: file, outcome: .notPlayed(reason: reason)))
  }

  /// The `classname` of the tape at `file`: its folder as written, `.` for the current folder.
  public static func className(of file: String) -> String {
    TapePath.folder(of: TapePath.normalize(file))
  }

  /// The `name` of the tape at `file`: its file name.
  public static func caseName(of file: String) -> String {
    TapePath.lastComponent(of: file)
  }

  /// The whole document, ending in a newline.
  public func render() -> String {
    var suites: [(name: String, cases: [Case])] = []
    for item in cases {
      let suite = Self.className(of: item.file)
      if let index = suites.firstIndex(where: { $0.name == suite }) {
        suites[index].cases.append(item)
      } else {
        suites.append((suite, [item]))
      }
    }
    var body = ""
    var total = Counts()
    for suite in suites {
      let counts = Counts(suite.cases)
      total.add(counts)
      body +=
        "  <testsuite name=\"\(XMLText.attribute(suite.name))\" \(counts.attributes(skipped: true))>\n"
      let virtualTimes = suite.cases.compactMap { item -> String? in
        guard case .played(let result) = item.outcome, !result.hasParseErrors else { return nil }
        let name = "virtual time of \(Self.caseName(of: item.file))"
        return "      <property name=\"\(XMLText.attribute(name))\" "
          + "value=\"\(Self.seconds(result.virtualDuration))\"/>\n"
      }
      if !virtualTimes.isEmpty {
        body += "    <properties>\n" + virtualTimes.joined() + "    </properties>\n"
      }
      for item in suite.cases { body += testcase(item) }
      body += "  </testsuite>\n"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"\(XMLText.attribute(name))\" \(total.attributes(skipped: false))>\n"
      + body + "</testsuites>\n"
  }

  private func testcase(_ item: Case) -> String {
    let head =
      "    <testcase name=\"\(XMLText.attribute(Self.caseName(of: item.file)))\" "
      + "classname=\"\(XMLText.attribute(Self.className(of: item.file)))\""
    switch item.outcome {
    case .notPlayed(let reason):
      return head + " time=\"0.000\">\n"
        + "      <skipped message=\"\(XMLText.attribute(reason))\"/>\n    </testcase>\n"
    case .played(let result):
      let open = head + " time=\"\(Self.seconds(result.wallTime))\""
      if result.hasParseErrors {
        let errors = result.diagnostics.filter(\.isError)
        // A tape held back only by a tool this machine lacks is fine: the error says which
        // tool and what to install, in the words `replay` prints.
        let lacksTool = errors.allSatisfy(\.isMissingTool)
        var tools: [String] = []
        for error in errors where !tools.contains(error.message) { tools.append(error.message) }
        let message =
          lacksTool
          ? "not run: " + tools.joined(separator: "; ")
          : "not run: \(errors.count) error\(errors.count == 1 ? "" : "s") in the tape"
        let type = lacksTool ? "missing tool" : "unreadable tape"
        let text = result.diagnostics.map(\.description).joined(separator: "\n")
        return open + ">\n"
          + "      <error message=\"\(XMLText.attribute(message))\" type=\"\(type)\">"
          + XMLText.content(text) + "</error>\n    </testcase>\n"
      }
      guard let failure = result.failures.first else { return open + "/>\n" }
      let location = failure.location?.description ?? result.file
      var text = "\(location): \(failure.message)"
      let screen = Self.trimmedScreen(failure.screen)
      if !screen.isEmpty { text += "\n\nscreen at that moment:\n" + screen }
      return open + ">\n"
        + "      <failure message=\"\(XMLText.attribute("\(location): \(failure.message)"))\" "
        + "type=\"tape failure\">" + XMLText.content(text) + "</failure>\n    </testcase>\n"
    }
  }

  /// `screen` without its blank rows at the top and at the bottom (rows are already trimmed on
  /// the right).
  static func trimmedScreen(_ screen: String) -> String {
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let isBlank = { (row: Substring) in row.allSatisfy { $0 == " " } }
    guard let first = rows.firstIndex(where: { !isBlank($0) }),
      let last = rows.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return rows[first...last].joined(separator: "\n")
  }

  /// `duration` in seconds with three decimals (rounded to the nearest millisecond), the most
  /// the Jenkins schema's `time` pattern allows.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds =
      max(0, seconds) * 1000 + (max(0, attoseconds) + 500_000_000_000_000) / 1_000_000_000_000_000
    var fraction = String(milliseconds % 1000)
    while fraction.count < 3 { fraction = "0" + fraction }
    return "\(milliseconds / 1000).\(fraction)"
  }

  /// Test counts and time of a suite or of the whole report.
  private struct Counts {
    var tests = 0
    var failures = 0
    var errors = 0
    var skipped = 0
    var time: Duration = .zero

    init() {}

    init(_ cases: [Case]) {
      for item in cases {
        tests += 1
        switch item.outcome {
        case .notPlayed: skipped += 1
        case .played(let result):
          time += result.wallTime
          if result.hasParseErrors {
            errors += 1
          } else if !result.failures.isEmpty {
            failures += 1
          }
        }
      }
    }

    mutating func add(_ other: Counts) {
      tests += other.tests
      failures += other.failures
      errors += other.errors
      skipped += other.skipped
      time += other.time
    }

    /// `tests="…" failures="…" errors="…" [skipped="…"] time="…"` (`testsuites` has no
    /// `skipped` in the strict schema).
    func attributes(skipped withSkipped: Bool) -> String {
      var text = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
      if withSkipped { text += " skipped=\"\(skipped)\"" }
      return text + " time=\"\(JUnitReport.seconds(time))\""
    }
  }
}
