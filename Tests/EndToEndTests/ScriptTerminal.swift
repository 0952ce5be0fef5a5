import Foundation
import TestSupport
import Testing

/// mamsim on a pseudo-terminal made by script(1): what it writes is kept in a typescript file,
/// and what the test writes reaches it as if typed (or answered) by the terminal.
final class ScriptTerminal {
  /// Whether script(1) is installed.
  static var available: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/script") }

  private let process = Process()
  private let input = Pipe()
  private let folder: URL
  private let typescript: String

  /// Starts `mamsim ARGUMENTS` under script(1) with TERM=xterm-256color, a UTF-8 locale, and
  /// `colorTerm` as COLORTERM (none by default).
  init(arguments: [String], colorTerm: String? = nil) throws {
    let binary = try #require(CliHarness.binary)
    folder = try CliHarness.temporaryFolder()
    typescript = folder.appendingPathComponent("typescript").path
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qfc", ([binary.path] + arguments).joined(separator: " "), typescript]
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["LANG"] = "C.UTF-8"
    for key in ["COLORTERM", "NO_COLOR", "LC_ALL"] { environment[key] = nil }
    environment["COLORTERM"] = colorTerm
    process.environment = environment
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Everything mamsim wrote so far.
  var output: String { (try? String(contentsOfFile: typescript, encoding: .utf8)) ?? "" }

  /// Writes `text` to mamsim as the terminal would.
  func send(_ text: String) {
    input.fileHandleForWriting.write(Data(text.utf8))
  }

  /// Polls the output every 10 ms, at most 10 s, until `done` holds; `each` sees it first.
  func poll(until done: (String) -> Bool, each: (String) -> Void = { _ in }) {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(10)
    while clock.now < deadline {
      let text = output
      each(text)
      if done(text) { return }
      Thread.sleep(forTimeInterval: 0.01)
    }
  }

  /// Quits mamsim with Ctrl-C and returns all it wrote.
  func quit() -> String {
    send("\u{03}")
    process.waitUntilExit()
    return output
  }
}
