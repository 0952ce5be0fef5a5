import Dispatch
import Synchronization

extension TapeRunner {
  /// Plays the tapes at `paths`, up to `workers` at a time, each on its own fresh device, and
  /// hands each result to `report` on the calling thread in the order the paths were given, as
  /// soon as it and every result before it are known.
  ///
  /// What the tapes see is what playing them one after the other would show: the tapes are read
  /// in order, and a tape plays only once every earlier tape it could affect or be affected by
  /// has finished (`TapeClaims`: outputs, screenshots and snapshots written to a place another
  /// tape reads or writes, ffmpeg, a stored device). A tape whose reading looked at a file an
  /// earlier tape still playing writes is read again once that tape has finished. With one
  /// worker the tapes are read and played strictly one after the other.
  public func run(paths: [String], workers: Int, report: (Int, TapeResult) -> Void) {
    var shared = SharedOutputs(paths: CanonicalPath())
    guard workers > 1, paths.count > 1 else {
      for (index, path) in paths.enumerated() {
        let clock = ContinuousClock()
        let began = clock.now
        switch TapeLoader.load(path: path) {
        case .failure(let failure):
          report(
            index,
            TapeResult(file: path, diagnostics: failure.diagnostics, wallTime: clock.now - began))
        case .success(var tape):
          shared.record(&tape, options: options)
          var result = run(tape)
          result.wallTime = clock.now - began
          report(index, result)
        }
      }
      return
    }
    var suite = SuitePlan(count: paths.count, workers: workers, paths: shared.paths)
    let board = Board()
    var pending: Candidate?
    while suite.emitted < paths.count {
      for (index, result) in board.take() { suite.finished(index, result) }
      while let result = suite.nextToReport() { report(suite.emitted - 1, result) }
      for (index, tape) in suite.startable() {
        // A queue of its own is served by a thread of its own (it overcommits), so a tape
        // starts even when the shared pool's threads are all waiting.
        DispatchQueue(label: "mamsim.replay.tape").async {
          board.finish(index, self.run(tape))
        }
      }
      if suite.loaded < paths.count {
        let candidate = pending ?? read(paths[suite.loaded], plan: suite)
        if suite.blocksReading(candidate.claims) {
          // Wait for the tapes that write what it read, then read it again.
          pending = Candidate(result: candidate.result, claims: candidate.claims, stale: true)
        } else if candidate.stale {
          pending = read(paths[suite.loaded], plan: suite)
          continue
        } else {
          var read = candidate.result
          if case .play(var tape, let readTime) = read {
            shared.record(&tape, options: options)
            read = .play(tape, readTime: readTime)
          }
          suite.accept(read, claims: candidate.claims)
          pending = nil
          continue
        }
      }
      if suite.emitted < paths.count, !suite.hasReport { board.wait() }
    }
  }

  /// Reads the tape at `path`: the tape to play or the result of one that cannot be read, and
  /// what it claims.
  private func read(_ path: String, plan: SuitePlan) -> Candidate {
    let clock = ContinuousClock()
    let began = clock.now
    switch TapeLoader.load(path: path) {
    case .failure(let failure):
      let result = TapeResult(
        file: path, diagnostics: failure.diagnostics, wallTime: clock.now - began)
      return Candidate(
        result: .done(result),
        claims: TapeClaims(unreadable: path, paths: plan.paths))
    case .success(let tape):
      let claims = TapeClaims(withFolderOutputs(tape), options: options, paths: plan.paths)
      return Candidate(result: .play(tape, readTime: clock.now - began), claims: claims)
    }
  }

  /// A tape read and waiting to be accepted into the plan.
  private struct Candidate {
    var result: SuitePlan.Read
    var claims: TapeClaims
    var stale = false
  }

  /// Results of the tapes playing on other threads, and a signal for each.
  private final class Board: Sendable {
    private let results = Mutex<[(Int, TapeResult)]>([])
    private let signal = DispatchSemaphore(value: 0)

    /// Records the result of the tape at `index` and wakes the planner.
    func finish(_ index: Int, _ result: TapeResult) {
      results.withLock { $0.append((index, result)) }
      signal.signal()
    }

    /// The results recorded since last asked.
    func take() -> [(Int, TapeResult)] {
      results.withLock { results in
        defer { results.removeAll() }
        return results
      }
    }

    /// Waits until a tape finishes (at once if one finished since the last wait).
    func wait() { signal.wait() }
  }
}
