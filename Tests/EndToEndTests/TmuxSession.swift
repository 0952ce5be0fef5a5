import Foundation
import Testing

/// A mamsim (or any command) running in a detached tmux session on a private tmux server.
///
/// Each session has its own server socket (`tmux -L`), so tests never touch the user's tmux;
/// `close()` kills that server. Waits poll the pane's text with a deadline; nothing sleeps a
/// fixed time.
final class TmuxSession {
  /// The tmux executable, or nil when tmux is not installed.
  static let tmux: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    return folders.map { URL(fileURLWithPath: $0).appendingPathComponent("tmux") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Why tmux tests are skipped, or nil when they can run.
  static var skipReason: String? {
    if tmux == nil { return "tmux is not installed; the tmux end-to-end tests are skipped" }
    if CliHarness.binary == nil { return "the mamsim binary was not found; build it first" }
    return nil
  }

  /// The private server's socket name.
  let socket: String
  /// A scratch folder for this session (removed by `close()`).
  let folder: URL

  /// Starts `command` (a shell command line) in a `width`×`height` pane with TERM=xterm-256color
  /// and LC_ALL=C.UTF-8.
  init(width: Int, height: Int, command: String) throws {
    socket = "mamsim-test-\(UUID().uuidString.prefix(8))"
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mamsim-tmux-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Each session keeps its simulated device in its own folder, never in the user's.
    let wrapped =
      "cd '\(folder.path)' && XDG_STATE_HOME='\(folder.path)/state' TERM=xterm-256color"
      // The screens follow the locale: the tests read English whatever the machine's language.
      + " LC_ALL=C.UTF-8"
      + " exec sh -c '\(command)'"
    try tmux(["new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)", wrapped])
  }

  /// The command line that runs the built mamsim with `arguments` (shell words, already quoted).
  static func mamsim(_ arguments: String = "") throws -> String {
    let binary = try #require(CliHarness.binary, "the mamsim binary was not found")
    return "\(binary.path) \(arguments)"
  }

  /// Kills the private tmux server and removes the scratch folder.
  func close() {
    // tmux 3.3 keeps its server while a pane's program runs on; end the pane's process group
    // (its shell and mamsim) first.
    if let panePid = try? display("#{pane_pid}"), let pid = Int32(panePid), pid > 1 {
      kill(-pid, SIGKILL)
    }
    do {
      try tmux(["kill-server"])
    } catch {
      Issue.record("the tmux server \(socket) could not be stopped: \(error)")
    }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs tmux on this session's server; returns what it wrote on standard output.
  ///
  /// tmux is spawned directly (not through `Process`): the server that `new-session` starts
  /// inherits the spawner's descriptors, and `Process` would wait for them to close forever.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let executable = try #require(Self.tmux, "tmux is not installed")
    let outputPath = folder.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    let argv = [executable.path, "-L", socket, "-f", "/dev/null"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["TMUX"] = nil
    let envp = environment.map { "\($0.key)=\($0.value)" }
    // Another test may close a descriptor between the listing and the spawn (EBADF): try again.
    var spawned: Int32 = EBADF
    var pid: pid_t = 0
    for _ in 0..<5 where spawned == EBADF {
      spawned = Self.spawn(executable.path, argv, envp, output: outputPath, pid: &pid)
    }
    try #require(spawned == 0, "tmux could not be started (error \(spawned))")
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
  }

  /// Spawns `path` with stdin and stderr on /dev/null, stdout into `output`, and none of this
  /// process's other descriptors (the long-lived tmux server would keep them open); returns
  /// posix_spawn's result.
  private static func spawn(
    _ path: String, _ argv: [String], _ envp: [String], output: String, pid: inout pid_t
  ) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let listed = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in listed.compactMap({ Int32($0) })
    where descriptor > 2 && fcntl(descriptor, F_GETFD) != -1 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    return withCStrings(argv) { cArguments in
      withCStrings(envp) { cEnvironment in
        posix_spawn(&pid, path, &actions, nil, cArguments, cEnvironment)
      }
    }
  }

  /// Calls `body` with `strings` as a NULL-terminated C array.
  private static func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
  ) -> Result {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
  }

  /// The pane's text now, one line per row.
  func screen() throws -> String {
    try tmux(["capture-pane", "-p", "-t", "main"])
  }

  /// A tmux format value of the pane, e.g. `#{alternate_on}`.
  func display(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", "main", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Sends key names as tmux knows them (`Enter`, `Tab`, `Down`, `C-c`, ...).
  func press(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Types `text` literally.
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", "main", "-l", text])
  }

  /// Pastes `text` as a terminal pastes it: bracketed, when the program asked for that.
  func paste(_ text: String) throws {
    _ = try tmux(["set-buffer", "-b", "paste", text])
    _ = try tmux(["paste-buffer", "-p", "-b", "paste", "-t", "main"])
  }

  /// Waits until the pane shows `text`; records a failure with the last screen when it does not
  /// within `timeout`. Returns whether it appeared.
  @discardableResult
  func waitFor(
    _ text: String, timeout: Duration = .seconds(8),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Bool {
    try waitUntil("the screen shows \"\(text)\"", timeout: timeout, sourceLocation: sourceLocation)
    {
      $0.contains(text)
    }
  }

  /// Waits until `condition` holds for the pane's text; records a failure naming `what`, with the
  /// last screen, when it does not within `timeout`.
  @discardableResult
  func waitUntil(
    _ what: String, timeout: Duration = .seconds(8),
    sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
  ) throws -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var last = ""
    while clock.now < deadline {
      last = try screen()
      if condition(last) { return true }
      Thread.sleep(forTimeInterval: 0.03)
    }
    last = try screen()
    if condition(last) { return true }
    Issue.record(
      "timed out waiting until \(what); the screen was:\n\(last)", sourceLocation: sourceLocation)
    return false
  }
}
