#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A running `ffmpeg` fed through a pipe on its standard input; its messages go to mamsim's
/// standard error. While it runs, a broken pipe is an error from `write`, not a signal.
final class FFmpegProcess {
  private let process: pid_t
  private var input: Int32
  private var previousPipeHandler: sighandler_t?

  /// Starts the program at `path` with `arguments` (the first being its name); nil when it
  /// cannot be started.
  init?(path: String, arguments: [String]) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    var cArguments = arguments.map { strdup($0) }
    cArguments.append(nil)
    defer { for argument in cArguments { free(argument) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, path, &actions, nil, cArguments, environ)
    close(pipeEnds[0])
    guard status == 0 else {
      close(pipeEnds[1])
      return nil
    }
    _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
    process = child
    input = pipeEnds[1]
    previousPipeHandler = signal(SIGPIPE, SIG_IGN)
  }

  deinit { _ = finish() }

  /// Writes `bytes` to the program; false when it no longer reads.
  func send(_ bytes: [UInt8]) -> Bool {
    guard input >= 0 else { return false }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(input, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Closes the program's input and waits for it; its exit status (-1 when it did not exit).
  func finish() -> Int32 {
    guard input >= 0 else { return -1 }
    close(input)
    input = -1
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 {
      if errno != EINTR { break }
    }
    if let previousPipeHandler { signal(SIGPIPE, previousPipeHandler) }
    previousPipeHandler = nil
    // WIFEXITED / WEXITSTATUS, which are macros.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }
}
