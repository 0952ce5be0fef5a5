import Screens

/// When each screen of a `RasterRecording` shows in a GIF or a video: times divided by the
/// playback speed, snapped to the frame rate's ticks (of screens that fall in one tick only the
/// last is kept), the last screen held at least a second (as in the SVG recordings), and the
/// whole turned to start at the loop offset.
struct RasterTimeline: Sendable {
  /// One screen and how long it shows.
  struct Segment: Sendable {
    /// Index of the screen in the recording.
    var frame: Int
    /// When it starts showing, in microseconds of the file's own clock.
    var start: Int64
    /// When it stops showing.
    var end: Int64
  }

  /// The screens in the order they show.
  let segments: [Segment]
  /// How long the whole plays, in microseconds.
  let total: Int64
  /// The length of one tick, in microseconds.
  let tick: Int64

  /// The timeline of `recording` at `framerate` frames per second at most, with `options`'
  /// speed and loop offset.
  init(_ recording: RasterRecording, framerate: Int, options: RasterOptions) {
    let tick = Int64(1_000_000 / max(1, framerate))
    self.tick = tick
    let speed = options.clampedSpeed
    func scaled(_ time: Int64) -> Int64 { Int64(min(9e15, (Double(time) / speed).rounded())) }
    func snapped(_ time: Int64) -> Int64 { (time + tick / 2) / tick * tick }
    var starts: [(frame: Int, start: Int64)] = []
    for (index, time) in recording.times.enumerated() {
      let start = snapped(scaled(time))
      if let last = starts.last, last.start == start {
        starts[starts.count - 1].frame = index
      } else {
        starts.append((index, start))
      }
    }
    let lastStart = starts.last?.start ?? 0
    let end = max(
      snapped(scaled(recording.lastTime)), lastStart + snapped(scaled(1_000_000)), lastStart + tick)
    var segments: [Segment] = []
    for (position, item) in starts.enumerated() {
      let next = position + 1 < starts.count ? starts[position + 1].start : end
      segments.append(Segment(frame: item.frame, start: item.start, end: next))
    }
    total = end
    let offset = Self.offset(options.loopOffset, tick: tick, total: end)
    self.segments = offset > 0 ? Self.rotated(segments, at: offset, total: end) : segments
  }

  /// The loop offset in microseconds, snapped to a tick, within the recording.
  private static func offset(_ offset: TapeLoopOffset?, tick: Int64, total: Int64) -> Int64 {
    guard total > 0 else { return 0 }
    let time: Int64
    switch offset {
    case nil: return 0
    case .frames(let frames): time = Int64(max(0, min(frames, 100_000_000))) * tick
    case .percent(let percent):
      guard percent.isFinite else { return 0 }
      let share = max(0, min(100, percent)) / 100
      time = (Int64((Double(total) * share).rounded()) + tick / 2) / tick * tick
    }
    return time % total
  }

  /// `segments` turned to start at `offset`: what comes after it, then what came before it.
  private static func rotated(_ segments: [Segment], at offset: Int64, total: Int64) -> [Segment] {
    var after: [Segment] = []
    var before: [Segment] = []
    for segment in segments {
      if segment.end <= offset {
        before.append(
          Segment(
            frame: segment.frame, start: segment.start + total - offset,
            end: segment.end + total - offset))
      } else if segment.start >= offset {
        after.append(
          Segment(frame: segment.frame, start: segment.start - offset, end: segment.end - offset))
      } else {
        after.append(Segment(frame: segment.frame, start: 0, end: segment.end - offset))
        before.append(
          Segment(frame: segment.frame, start: segment.start + total - offset, end: total))
      }
    }
    return after + before
  }

  /// `elapsed` in whole microseconds (negative times count as 0).
  static func microseconds(_ elapsed: Duration) -> Int64 {
    let (seconds, attoseconds) = elapsed.components
    let total = seconds.multipliedReportingOverflow(by: 1_000_000)
    guard !total.overflow else { return seconds < 0 ? 0 : Int64.max / 4 }
    return max(0, min(Int64.max / 4, total.partialValue + attoseconds / 1_000_000_000_000))
  }
}
