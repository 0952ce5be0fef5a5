/// The help mamsim prints, built from the command table so it always matches what is accepted.
enum HelpText {
  /// mamsim's own help (`topic` nil) or the help of one command.
  static func text(for topic: CommandName?) -> String {
    topic.map { command(CommandTable.spec($0)) } ?? overview
  }

  /// `mamsim --help`: what mamsim is, its commands, examples and exit codes.
  static var overview: String {
    let rows =
      [("mamsim", "open the interactive emulator")]
      + CommandTable.all.map { ("mamsim \($0.synopsis)", $0.summary) }
      + [("mamsim --version", "show the version")]
    var lines = [
      "\(Version.line): try, in a terminal, what the user of an iOS app protected by a MAM SDK",
      "goes through — the Intune App SDK (sign-in, enrollment, app protection policy, PIN, data",
      "protection) or Citrix MDX (Secure Hub, logon, PIN, policies) — against a simulated tenant.",
      "",
      "Usage:",
    ]
    lines += table(rows)
    lines += [
      "",
      "Run 'mamsim help COMMAND' or 'mamsim COMMAND --help' for a command's options.",
      "",
      "Examples:",
      "  mamsim run --scenario my-tenant.json --appearance dark",
      "  mamsim scenario print > my-tenant.json",
      "  mamsim check my-tenant.json themes/*.plist",
      "  mamsim replay replays/*.tape",
    ]
    lines += exitCodes("a check, replay or recording failed, or the emulator could not start")
    return lines.joined(separator: "\n")
  }

  /// One command's help: usage, what it does, options, examples, exit codes.
  static func command(_ spec: CommandSpec) -> String {
    var lines = ["Usage:"]
    lines += spec.usage.map { "  mamsim \($0)" }
    lines += [""] + spec.details
    lines += ["", "Options:"]
    lines += table(spec.options.map { ($0.synopsis, $0.summary) })
    lines += ["", "Examples:"]
    lines += spec.examples.map { "  mamsim \($0)".trimmingTrailingSpaces }
    lines += exitCodes(spec.failureMeaning)
    return lines.joined(separator: "\n")
  }

  /// The exit codes section, with what 1 means here.
  private static func exitCodes(_ failure: String) -> [String] {
    ["", "Exit codes:"]
      + table([
        ("\(ExitCode.success)", "success"),
        ("\(ExitCode.failure)", failure),
        ("\(ExitCode.usage)", "the command line is wrong; nothing was done"),
      ])
  }

  /// Two columns, indented by two spaces, the second aligned.
  private static func table(_ rows: [(String, String)]) -> [String] {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { left, right in
      let padding = String(repeating: " ", count: width - left.count + 2)
      return "  \(left)\(padding)\(right)"
    }
  }
}

extension String {
  /// The string without spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
