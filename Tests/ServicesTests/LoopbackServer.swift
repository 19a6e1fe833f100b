import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// A real HTTP server on 127.0.0.1 for the live transport's tests. Routes:
/// `/ok` JSON, `/ua` echoes the User-Agent, `/401` Kakao's error body, `/500` an HTML page,
/// `/slow` answers after 30 s (far past any timeout a test sets, even on a machine stalled by other work);
/// `/overpass-50000` 50,000 convenience stores in Overpass's wire form (about 9 MB: more than the 8 MiB the
/// transport once read); `/huge` says it is 100 MB long.
final class LoopbackServer: @unchecked Sendable {
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private var channel: Channel?
    var port: Int { channel?.localAddress?.port ?? 0 }
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
    /// How many `/slow` requests have arrived (so a test can cancel one it knows is in flight).
    let slowRequestsSeen = Mutex(0)

    /// Stores on a grid around 판교, within 20 km, in the wire form Overpass answers (`out center tags`).
    static let fiftyThousandStores: String = {
        var elements: [String] = []
        elements.reserveCapacity(50_000)
        for n in 0..<50_000 {
            let lat = 37.394225 + Double(n % 250 - 125) * 0.0010
            let lon = 127.110341 + Double(n / 250 - 100) * 0.0012
            elements.append(
                #"{"type":"node","id":\#(1_000_000 + n),"lat":\#(lat),"lon":\#(lon),"tags":{"shop":"convenience","name":"store \#(n)","opening_hours":"Mo-Su 07:00-23:00","addr:street":"판교역로","addr:housenumber":"\#(n % 300 + 1)"}}"#
            )
        }
        return #"{"version":0.6,"generator":"loopback","elements":["# + elements.joined(separator: ",") + "]}"
    }()

    func start() throws {
        channel = try ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline().flatMap {
                    channel.pipeline.addHandler(Handler(server: self))
                }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
    }

    func stop() {
        try? channel?.close().wait()
        try? group.syncShutdownGracefully()
    }

    private final class Handler: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart
        let server: LoopbackServer
        init(server: LoopbackServer) { self.server = server }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            guard case .head(let head) = unwrapInboundIn(data) else { return }
            let path = head.uri.split(separator: "?").first.map(String.init) ?? head.uri
            switch path {
            case "/ok": respond(context, .ok, "application/json", #"{"ok":true}"#)
            case "/v2/local/search/category.json":
                // Kakao's contract: the key in the Authorization header, pages of `size`.
                guard head.headers["Authorization"].first == "KakaoAK loopback-good-key" else {
                    respond(
                        context, .unauthorized, "application/json",
                        #"{"errorType":"AccessDeniedError","message":"cannot access API"}"#)
                    return
                }
                let page = head.uri.contains("page=2") ? 2 : 1
                respond(
                    context, .ok, "application/json",
                    #"{"meta":{"total_count":16,"pageable_count":16,"is_end":\#(page == 2),"same_name":null},"documents":[{"id":"\#(page)","place_name":"CU \#(page)","x":"127.11","y":"37.39","distance":"\#(page * 10)","phone":"","address_name":"a","road_address_name":"","category_name":"c","category_group_code":"CS2","place_url":"http://place.map.kakao.com/\#(page)"}]}"#
                )
            case "/overpass-50000": respond(context, .ok, "application/json", LoopbackServer.fiftyThousandStores)
            case "/huge":
                var headers = HTTPHeaders()
                headers.add(name: "Content-Type", value: "application/json")
                headers.add(name: "Content-Length", value: String(100 << 20))
                context.writeAndFlush(
                    wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))),
                    promise: nil)
                context.close(promise: nil)
            case "/ua": respond(context, .ok, "text/plain", head.headers["User-Agent"].first ?? "")
            case "/401":
                respond(
                    context, .unauthorized, "application/json",
                    #"{"errorType":"AccessDeniedError","message":"wrong appKey(loopback-secret-key) format"}"#)
            case "/500": respond(context, .internalServerError, "text/html", "<html><body>oops</body></html>")
            case "/slow":
                server.slowRequestsSeen.withLock { $0 += 1 }
                let loop = context.eventLoop
                let boxed = NIOLoopBound(context, eventLoop: loop)
                loop.scheduleTask(in: .seconds(30)) { self.respond(boxed.value, .ok, "application/json", "{}") }
            default: respond(context, .notFound, "text/plain", "no")
            }
        }

        private func respond(
            _ context: ChannelHandlerContext, _ status: HTTPResponseStatus, _ type: String, _ body: String
        ) {
            guard context.channel.isActive else { return }
            var headers = HTTPHeaders()
            headers.add(name: "Content-Type", value: type)
            headers.add(name: "Content-Length", value: String(body.utf8.count))
            context.write(
                wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))),
                promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: body)))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
    }
}
