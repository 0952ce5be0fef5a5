StandardStreams.standInForClosedStreams()
ProcessEnd.end(with: MamsimCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
