package org.passant.server;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The errors Jetty answers itself, before any route (a request line it cannot parse: 400, a URI
 * too long: 414, headers too large: 431, ...), in the JSON of every other error (docs/API.md,
 * "Errors"; issue 48, item 10) instead of Jetty's HTML page.
 */
final class JsonErrorHandler extends ErrorHandler {

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
            Callback callback) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, body(code, message), callback);
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json");
        return body(status, reason);
    }

    private static ByteBuffer body(int status, String message) {
        String words = switch (status) {
            case 400 -> "the request could not be read";
            case 404 -> "there is nothing at this address";
            case 405 -> "this method is not allowed here";
            case 413 -> "the request is larger than " + PlayServer.MAX_BODY + " bytes";
            case 414 -> "the address is too long";
            case 431 -> "the request's headers are too large";
            default -> "the request failed";
        };
        if (message != null && !message.isBlank() && status == 400) {
            words += " (" + Requests.quoteable(message) + ")";
        }
        String json = PlayServer.errorBody(new ApiException(status, words)).toString();
        return ByteBuffer.wrap(json.getBytes(StandardCharsets.UTF_8));
    }
}
