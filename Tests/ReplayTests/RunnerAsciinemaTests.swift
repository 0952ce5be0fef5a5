import Foundation
import Replay
import TestSupport
import Testing

/// Runs a program and returns its standard output (empty when it cannot run).
@discardableResult
private func shell(_ arguments: [String], capture: Bool = true) -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  environment["LANG"] = "C.UTF-8"
  environment["TERM"] = "xterm-256color"
  environment.removeValue(forKey: "TMUX")
  process.environment = environment
  // A daemon (the tmux server) would hold a pipe open until it exits: give it no pipe.
  let pipe = Pipe()
  process.standardOutput = capture ? pipe : FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { return (-1, "") }
  let data = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

private func installed(_ command: String) -> Bool {
  shell(["sh", "-c", "command -v \(command)"]).status == 0
}

private func trimmedLines(_ text: String) -> [String] {
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    var row = Substring(line)
    while row.last == " " { row.removeLast() }
    return String(row)
  }
  while lines.last == "" { lines.removeLast() }
  return lines
}

@Test(
  .scratchFolder,
  .enabled(
    if: installed("asciinema") && installed("tmux"),
    "asciinema or tmux is not installed (Debian packages asciinema, tmux); skipped"))
func asciinemaPlaysTheCastToTheRunnersLastScreen() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write(
    "play.tape",
    """
    Set Width 100
    Set Height 30
    Output "play.cast"
    \(managedSignIn)
    Down
    """)
  let result = scratch.run("play.tape")
  #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
  let session = "mamsim-cast-\(UUID().uuidString.prefix(8))"
  let cast = scratch.folder + "/play.cast"
  // A server of our own (-L), so the test never touches anyone else's tmux sessions.
  let started = shell(
    [
      "bash", "-c",
      // The server outlives this call: close every descriptor it would inherit, or the test
      // would wait on them until the server exits.
      "for fd in $(ls /proc/$$/fd); do [ \"$fd\" -gt 2 ] && eval \"exec $fd>&-\"; done; "
        + "tmux -L \(session) new-session -d -s \(session) -x 100 -y 30 "
        + "\"LANG=C.UTF-8 asciinema cat '\(cast)'; sleep 30\" </dev/null >/dev/null 2>&1",
    ], capture: false)
  #expect(started.status == 0, "tmux did not start")
  defer { shell(["tmux", "-L", session, "kill-server"], capture: false) }
  var screen = ""
  var stableFor = 0
  for _ in 0..<200 {
    Thread.sleep(forTimeInterval: 0.05)
    let now = shell(["tmux", "-L", session, "capture-pane", "-p", "-t", session]).output
    if now == screen && now.contains("Q3 pipeline review") {
      stableFor += 1
      if stableFor >= 4 { break }
    } else {
      stableFor = 0
      screen = now
    }
  }
  #expect(trimmedLines(screen) == trimmedLines(result.finalScreen))
}
